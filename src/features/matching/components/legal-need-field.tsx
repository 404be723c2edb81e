import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { inputClasses } from '@/components/ui';
import { localAreaName } from './area-name';
import { wizardRules } from './wizard-rules';
import { t } from '@/lib/i18n/runtime';

/** A suggestion's name in the wizard's language with the English beside it; in English, the name and its category. */
function suggestionLabel(s: { subcategoryId: string; subcategoryName: string; categoryName: string }) {
  const local = localAreaName(s.subcategoryId);
  return local
    ? { name: local, aside: s.subcategoryName, translated: true }
    : { name: s.subcategoryName, aside: s.categoryName, translated: false };
}

interface LegalNeedFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The form focuses the field through it when the need is refused. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A combobox (ARIA 1.2 pattern): type a need in your own words, pick a suggestion with the mouse
 * or the arrow keys and Enter. Suggestions come from the domain search (names and phrases), which
 * arrives with the wizard's rules: the wizard shows this field only once they are loaded.
 */
export function LegalNeedField({ value, onChange, error, inputRef }: LegalNeedFieldProps) {
  const { searchLegalNeeds, resolveLegalNeed, MIN_QUERY_LENGTH } = wizardRules();
  // A chosen area is kept by its English name (what the search resolves and the firm reads); in
  // another language the field shows it by the name the suggestion had. Typing edits that name.
  const chosen = resolveLegalNeed(value);
  const shown = (chosen?.name === value && localAreaName(chosen.id)) || value;
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const noMatchId = `${id}-no-match`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => searchLegalNeeds(value), [searchLegalNeeds, value]);
  const searched = value.trim().length >= MIN_QUERY_LENGTH;
  const showList = open && searched && suggestions.length > 0;
  // No match is said in the page's flow, not in an overlay, so the browse list below stays in
  // sight and reachable by mouse and keyboard.
  const noMatch = searched && suggestions.length === 0;
  // Closing on blur waits a moment so a click on a suggestion lands; coming back cancels it.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openList = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!.subcategoryName);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('need.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, noMatch ? noMatchId : '', error ? errorId : ''].filter(Boolean).join(' ')}
        className={inputClasses(Boolean(error))}
        placeholder={t('need.placeholder')}
        value={shown}
        onChange={(e) => {
          onChange(e.target.value);
          openList();
          setActive(-1);
        }}
        onFocus={openList}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t('need.hint')}
      </p>
      <p id={noMatchId} role="status" className={noMatch ? 'text-sm font-medium text-slate-800' : 'sr-only'}>
        {noMatch ? t('need.noMatch') : ''}
      </p>
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('need.suggestions')}
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          {suggestions.map((s, i) => (
            <li
              key={s.subcategoryId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s.subcategoryName);
              }}
            >
              <span className="font-medium">{suggestionLabel(s).name}</span>
              {/* The English name under a translated one: inline, a long name broke mid-word at 375 px. */}
              <span className={`text-xs text-slate-500 ${suggestionLabel(s).translated ? 'block' : 'ml-2'}`}>
                {suggestionLabel(s).aside}
              </span>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
