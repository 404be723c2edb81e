import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath } from '@/domain/shared/locale-paths';
import { LANGUAGE_LABEL } from '@/domain/shared/locale-shell-text';
import { isLocale, LOCALES } from '@/domain/shared/locales';
import { pathInLocale, rememberLocale } from './locale-choice';

/**
 * The header's language picker: a native select (keyboard, screen readers and a 375 px screen
 * handle it as well as anything can), each language named in itself. Choosing one remembers it
 * and opens the page in that language. Each option carries the page it opens (data-href), so a
 * content page served without the app can do the same (src/islands/language.ts).
 */
export function LanguagePicker({ className }: { className?: string }) {
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = localeFromPath(pathname);
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {LANGUAGE_LABEL[current]}
      </label>
      <select
        id={id}
        value={current}
        data-island="language-picker"
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          rememberLocale(next);
          void navigate(pathInLocale(pathname, next) + search);
        }}
        className="h-11 max-w-[8.5rem] rounded-md border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.htmlLang} data-href={pathInLocale(pathname, locale.code)}>
            {locale.name}
          </option>
        ))}
      </select>
    </div>
  );
}
