/**
 * Messages that reach the UI as English text from shared code (a zod schema's field message, a
 * callable's refusal) are translated here, at the UI edge, by looking their key up from the
 * English: the domain keeps one language and the catalogs the rest.
 */
import { KEY_OF_ENGLISH } from '@/domain/i18n/compiled/keys';
import { t } from './runtime';

export { responsePromise } from './response-promise';

const TOO_LONG = /^Please use (\d+) characters or fewer$/;

/** The active locale's wording of an English field or match message; unknown text is shown as it came. */
export function localMessage(english: string | undefined): string | undefined {
  if (!english) return english;
  const key = KEY_OF_ENGLISH[english];
  if (key) return t(key);
  const tooLong = TOO_LONG.exec(english);
  return tooLong ? t('field.tooLong', { max: Number(tooLong[1]) }) : english;
}
