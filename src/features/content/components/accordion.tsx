import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';
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
                <ChevronDownIcon open={open} className="h-5 w-5 text-brand-700" />
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
