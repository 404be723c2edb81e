// Failures no server answered (src/lib/error-message.ts) reach a translated page in English and
// are translated there by their English text, like the server's refusals (`server.error.*`).
import { LOCALE_CODES } from '@/domain/shared/locales';
import { ERROR_MESSAGES } from '../error-message';
import { loadCatalog } from './catalog-loader';
import { localMessage } from './messages';
import { activate } from './runtime';

// The server's words are in the forms part, which every page that shows a failure loads.
beforeAll(() => Promise.all(LOCALE_CODES.map((locale) => loadCatalog(locale, 'forms'))));
afterAll(() => activate('en'));

describe('localMessage of a failure no server answered', () => {
  it.each(Object.entries(ERROR_MESSAGES))('words %s exactly as the code in English', (_key, english) => {
    activate('en');
    expect(localMessage(english)).toBe(english);
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== 'en'))('translates every one in %s', (locale) => {
    activate(locale);
    for (const english of Object.values(ERROR_MESSAGES)) {
      const local = localMessage(english);
      expect(local, english).toBeTruthy();
      expect(local, english).not.toBe(english);
    }
  });
});
