import { useId } from 'react';
import { cn } from '@/components/ui';
import { t, type MessageKey } from '@/lib/i18n/runtime';

const WORD_KEYS: readonly MessageKey[] = [
  'review.stars.poor',
  'review.stars.fair',
  'review.stars.good',
  'review.stars.veryGood',
  'review.stars.excellent',
];
const MAX_STARS = WORD_KEYS.length;

/**
 * 1 to 5 stars as a native radio group: arrow keys move between stars, the legend names the group
 * and each star is labelled with its number and word ('4 stars, Very good'), so a screen reader
 * and a keyboard user choose exactly as a mouse user does. Each radio lies transparent over its
 * star, so a pointer presses the radio itself. Its words are the page's language (`review.stars.*`).
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  legend = t('review.stars.legend'),
}: {
  value: number | undefined;
  onChange: (stars: number) => void;
  error?: string;
  legend?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        {WORD_KEYS.map((key, i) => {
          const stars = i + 1;
          const word = t(key);
          const id = `${name}-${stars}`;
          const lit = value !== undefined && stars <= value;
          return (
            <div key={stars} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={id}
                title={word}
                className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700"
              >
                <span className="sr-only">{t('review.stars.option', { stars, word })}</span>
                <svg viewBox="0 0 20 20" aria-hidden="true" className={cn('h-8 w-8', lit ? 'fill-accent-600' : 'fill-slate-300')}>
                  <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
                </svg>
              </label>
            </div>
          );
        })}
        <span className="ml-2 text-sm text-slate-700" aria-hidden="true">
          {value
            ? t('review.stars.chosen', { stars: value, max: MAX_STARS, word: t(WORD_KEYS[value - 1]!) })
            : t('review.stars.choose')}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
