import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { FaqItem } from '../data/types';

/**
 * FAQ accordion on the disclosure pattern: each question is a button (aria-expanded,
 * aria-controls) inside a heading; one answer is open at a time and clicking the open question
 * closes it. Closed answers stay in the HTML (hidden) so search engines and no-JS readers see them.
 */
export function Accordion({
  items,
  headingLevel = 3,
  initiallyOpen = null,
}: {
  items: readonly FaqItem[];
  headingLevel?: 2 | 3;
  initiallyOpen?: string | null;
}) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div data-island="accordion" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
              >
                <span>{item.question}</span>
                <svg
                  className={cn('h-5 w-5 shrink-0 text-brand-700 transition-transform', open && 'rotate-180')}
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  aria-hidden="true"
                >
                  <path
                    fillRule="evenodd"
                    d="M5.23 7.21a.75.75 0 011.06.02L10 11.06l3.71-3.83a.75.75 0 111.08 1.04l-4.25 4.39a.75.75 0 01-1.08 0L5.21 8.27a.75.75 0 01.02-1.06z"
                    clipRule="evenodd"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 leading-7 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
