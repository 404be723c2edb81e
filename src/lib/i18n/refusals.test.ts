// A translated page's failures: refusals by their reasons, failures no server answered by their
// kind, both through the same errorMessage every mutation uses (src/lib/error-message.ts).
import { LOCALE_CODES } from '@/domain/shared/locales';
import { SEND_ON_MESSAGES } from '@/domain/leads/send-on';
import { CallableError } from '../callable';
import { ERROR_MESSAGES, errorMessage } from '../error-message';
import { loadCatalog } from './catalog-loader';
import { refusalWording } from './refusals';
import { activate } from './runtime';

// The server's words are in the forms part, which every page that shows a failure loads.
beforeAll(() => Promise.all(LOCALE_CODES.map((locale) => loadCatalog(locale, 'forms'))));
afterAll(() => activate('en'));
afterEach(() => vi.unstubAllGlobals());

const NO_ANSWER = new CallableError('internal', 'internal');
const TRANSLATED = LOCALE_CODES.filter((locale) => locale !== 'en');

describe('a failure no server answered, on a translated page', () => {
  it('reads in English exactly as ERROR_MESSAGES', () => {
    activate('en');
    const wording = refusalWording('getSendOnOffer');
    expect(errorMessage(NO_ANSWER, wording)).toBe(ERROR_MESSAGES.unreachable);
    expect(errorMessage(new Error(''), wording)).toBe(ERROR_MESSAGES.unknown);
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(NO_ANSWER, wording)).toBe(ERROR_MESSAGES.offline);
  });

  it.each(TRANSLATED)('is translated in %s', (locale) => {
    activate(locale);
    const wording = refusalWording('getSendOnOffer');
    const words = [errorMessage(NO_ANSWER, wording), errorMessage(new Error(''), wording)];
    vi.stubGlobal('navigator', { onLine: false });
    words.push(errorMessage(NO_ANSWER, wording));
    expect(new Set(words).size).toBe(3);
    for (const text of words) expect(Object.values(ERROR_MESSAGES)).not.toContain(text);
  });
});

describe('a refusal on a translated page', () => {
  const used = new CallableError(SEND_ON_MESSAGES.used, 'failed-precondition', { reason: 'send-on-link-used', field: 'token' });
  const limited = new CallableError(
    'Too many requests from your connection. Please try again in 60 minutes.',
    'resource-exhausted',
    {
      reason: 'rate-limited',
    },
  );

  it('reads by its reason, whatever its message says', () => {
    activate('zu');
    const wording = refusalWording('getSendOnOffer');
    const zulu = errorMessage(used, wording);
    expect(zulu).not.toBe(SEND_ON_MESSAGES.used);
    const reworded = new CallableError('Some other words', 'failed-precondition', { reason: 'send-on-link-used' });
    expect(errorMessage(reworded, wording)).toBe(zulu);
    activate('en');
    expect(errorMessage(used, refusalWording('getSendOnOffer'))).toBe(SEND_ON_MESSAGES.used);
  });

  it('keeps the words of a reason worded as sent (a rate limit says how long to wait)', () => {
    activate('af');
    expect(errorMessage(limited, refusalWording('getSendOnOffer'))).toBe(limited.message);
  });

  it("reads as the page's fallback where the page words unlisted reasons so", () => {
    activate('af');
    const wording = refusalWording('requestMatch', { fallback: 'match.matchingFailed' });
    const gone = new CallableError('This firm is not accepting new clients right now.', 'not-found', {
      reason: 'firm-unavailable',
    });
    expect(errorMessage(gone, wording)).toBe(wording.fallback);
    expect(errorMessage(new Error('boom'), wording)).toBe(wording.fallback);
    expect(errorMessage(limited, wording)).toBe(limited.message);
    expect(wording.fallback).not.toBe('Matching failed');
  });
});
