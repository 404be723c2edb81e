import { useId, useRef, useState } from 'react';
import { localAreaName } from './area-name';
import { wizardRules } from './wizard-rules';
import { t } from '@/lib/i18n/runtime';

const categoryName = (category: { id: string; name: string }) => localAreaName(category.id) ?? category.name;

interface BrowseAreasProps {
  /** The subcategory name chosen: the same answer a search suggestion gives. */
  onChoose: (subcategoryName: string) => void;
  /** The answer so far, so the area already chosen is marked. */
  value: string;
}

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The taxonomy as a list to browse, for a client whose own words found nothing (or who prefers
 * to look): categories open one at a time (disclosure buttons with aria-expanded), each showing
 * its subcategories as plain buttons. Choosing one sets the legal need exactly as picking a
 * search suggestion does, closes the list and returns focus to its toggle, so the step continues
 * as usual ('More specifically' then offers the subcategory's items). The taxonomy comes with
 * the wizard's rules, so the list adds no download of its own.
 */
export function BrowseAreas({ onChoose, value }: BrowseAreasProps) {
  const { LEGAL_CATEGORIES, resolveLegalNeed } = wizardRules();
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const chosenId = resolveLegalNeed(value)?.id;

  const choose = (subcategory: { id: string; name: string }) => {
    onChoose(subcategory.name);
    setOpen(false);
    setAnnouncement(t('browse.chosen', { name: localAreaName(subcategory.id) ?? subcategory.name }));
    toggleRef.current?.focus();
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen((o) => !o);
          setAnnouncement('');
        }}
        className={`flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold text-brand-900 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        <span>{t('browse.toggle')}</span>
        <Chevron open={open} />
      </button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {open && (
        <div id={panelId} className="border-t border-slate-200 px-2 pb-2 pt-1">
          <p className="px-2 py-2 text-xs text-slate-600">{t('browse.help')}</p>
          <ul className="space-y-1">
            {LEGAL_CATEGORIES.map((category) => {
              const expanded = openCategory === category.id;
              const listId = `${id}-${category.id}`;
              return (
                <li key={category.id}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={expanded ? listId : undefined}
                    onClick={() => setOpenCategory(expanded ? null : category.id)}
                    className={`flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-900 hover:bg-white ${FOCUS_RING}`}
                  >
                    <span>
                      {categoryName(category)}
                      <span className="ml-2 text-xs font-normal text-slate-500">
                        {t('browse.count', { count: category.subcategories.length })}
                      </span>
                    </span>
                    <Chevron open={expanded} />
                  </button>
                  {expanded && (
                    <ul
                      id={listId}
                      aria-label={categoryName(category)}
                      className="mb-2 ml-3 space-y-1 border-l-2 border-brand-100 pl-2"
                    >
                      {category.subcategories.map((subcategory) => {
                        const chosen = subcategory.id === chosenId;
                        return (
                          <li key={subcategory.id}>
                            <button
                              type="button"
                              aria-pressed={chosen}
                              onClick={() => choose(subcategory)}
                              className={`w-full rounded-lg px-3 py-2 text-left text-sm [overflow-wrap:anywhere] ${FOCUS_RING} ${chosen ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-white'}`}
                            >
                              {localAreaName(subcategory.id) ?? subcategory.name}
                              {localAreaName(subcategory.id) && (
                                <span className="block text-xs font-normal text-slate-500">{subcategory.name}</span>
                              )}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m5 8 5 5 5-5" />
    </svg>
  );
}
