// Every catalog is complete and consistent with the English source: a missing or extra message,
// a stale English source, a placeholder that differs, or a compiled file that no longer matches
// its PO file fails here. One describe per catalog, so the failing language is named.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@/domain/shared/messages';
import { MATCH_MESSAGES } from '@/domain/leads/leads';
import { CONTACT_CHECK_MESSAGES } from '@/domain/leads/contact-claim';
import { MY_REQUEST_MESSAGES, REQUEST_PROGRESS } from '@/domain/leads/my-request';
import { LEAD_RELEASE_MESSAGES } from '@/domain/leads/release';
import { SEND_ON_MESSAGES, sendOnConsent, sharedItems } from '@/domain/leads/send-on';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@/domain/reviews/reviews';
import { LOCALE_CODES } from '@/domain/shared/locales';
import { CATALOG_PARTS, compiledCatalogSource, compiledFileOf, messageKeysSource, unreviewedParts } from './compile';
import { UNREVIEWED_PARTS_KEY } from './unreviewed-key';
import { parsePo, placeholdersOf } from './po';
import { reviewedLine, reviewStateOf } from './review-state';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');
const english = parsePo(read('src/locales/en/messages.po'));
const englishByKey = new Map(english.entries.map((e) => [e.key, e]));
// Product names read the same in every language; anything else equal to the English is a copy.
const PRODUCT_NAMES = new Set(['WhatsApp']);

describe.each(LOCALE_CODES)('the %s catalog', (locale) => {
  const po = read(`src/locales/${locale}/messages.po`);
  const catalog = parsePo(po);
  const keys = catalog.entries.map((e) => e.key);

  it('has exactly the English keys, each once', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...englishByKey.keys()].sort());
  });

  it('translates every message, against the current English source', () => {
    for (const entry of catalog.entries) {
      expect(entry.translation.trim(), entry.key).not.toBe('');
      expect(entry.source, `${entry.key}: msgid is not the English source`).toBe(englishByKey.get(entry.key)?.source);
    }
  });

  it('uses the same placeholders as English in every message', () => {
    for (const entry of catalog.entries) {
      expect(placeholdersOf(entry.translation), entry.key).toEqual(placeholdersOf(englishByKey.get(entry.key)!.translation));
    }
  });

  it('records its review state', () => {
    expect(catalog.headers.Language).toBe(locale);
    expect(catalog.headers['X-Review-State']).toBe(
      locale === 'en' ? 'source' : 'machine/LLM draft, not yet reviewed by a professional translator',
    );
  });

  it('records each message’s own review state: draft, or reviewed by whom and when (English, the source, none)', () => {
    for (const entry of catalog.entries) {
      if (locale === 'en') expect(entry.review, entry.key).toBeUndefined();
      else expect(reviewStateOf(entry.review), `${entry.key}: "# review: ${entry.review ?? ''}"`).not.toBeNull();
    }
  });

  it('is translated, not copied: most messages differ from the English', () => {
    if (locale === 'en') return;
    const copied = catalog.entries.filter(
      (e) =>
        e.translation === englishByKey.get(e.key)!.translation &&
        !/^\W*\{/.test(e.translation) &&
        !PRODUCT_NAMES.has(e.translation),
    );
    expect(copied.map((e) => e.key)).toEqual([]);
  });

  it('is compiled: src/domain/i18n/compiled matches the PO file (run npm run i18n:compile)', () => {
    for (const part of CATALOG_PARTS)
      expect(read(`src/domain/i18n/compiled/${compiledFileOf(locale, part)}`)).toBe(compiledCatalogSource(po, part));
    if (locale === 'en') expect(read('src/domain/i18n/compiled/keys.ts')).toBe(messageKeysSource(po));
  });
});

describe('the English catalog and the domain', () => {
  it('words every field and match message the UI translates by its English text exactly as the domain does', () => {
    const source = (key: string) => englishByKey.get(key)?.source;
    for (const [key, text] of Object.entries(MESSAGES))
      if (englishByKey.has(`field.${key}`)) expect(source(`field.${key}`)).toBe(text);
    for (const key of ['matchingFailed', 'notSuccess', 'leadLimit', 'otherError'] as const) {
      expect(source(`match.${key}`)).toBe(MATCH_MESSAGES[key]);
    }
    // The request page's refusals and progress, as the callables word them.
    for (const [key, text] of Object.entries(MY_REQUEST_MESSAGES)) expect(source(`server.request.${key}`)).toBe(text);
    for (const [key, text] of Object.entries(REQUEST_PROGRESS)) expect(source(`server.progress.${key}`)).toBe(text);
    for (const key of ['notFound', 'used', 'expired'] as const)
      expect(source(`server.release.${key}`)).toBe(LEAD_RELEASE_MESSAGES[key]);
    for (const key of ['unknown', 'used', 'expired', 'withdrawn'] as const)
      expect(source(`server.sendOn.${key}`)).toBe(SEND_ON_MESSAGES[key]);
    for (const key of ['unknown', 'used', 'expired', 'withdrawn'] as const)
      expect(source(`server.contactCheck.${key}`)).toBe(CONTACT_CHECK_MESSAGES[key]);
    const items = sharedItems({ phone: '1', description: 'x' });
    expect(['name', 'email', 'phone', 'need', 'description'].map((key) => source(`server.shared.${key}`))).toEqual(items);
    // Sentences the pages word by key, with the firm's name as a placeholder.
    const withFirm = (key: string) => source(key)?.replace('{firm}', 'Khumalo Legal Inc.');
    expect(withFirm('release.released')).toBe(LEAD_RELEASE_MESSAGES.released('Khumalo Legal Inc.'));
    expect(withFirm('release.declined')).toBe(LEAD_RELEASE_MESSAGES.declinedConfirm('Khumalo Legal Inc.'));
    expect(withFirm('sendOn.sent')).toBe(SEND_ON_MESSAGES.sent('Khumalo Legal Inc.'));
    expect(withFirm('sendOn.firmUnavailable')).toBe(SEND_ON_MESSAGES.firmUnavailable('Khumalo Legal Inc.'));
    expect(withFirm('sendOn.consent')).toBe(sendOnConsent('Khumalo Legal Inc.'));
    expect(withFirm('contactCheck.thanksYes')).toBe(CONTACT_CHECK_MESSAGES.yes('Khumalo Legal Inc.'));
    expect(withFirm('contactCheck.thanksNo')).toBe(CONTACT_CHECK_MESSAGES.no('Khumalo Legal Inc.'));
  });

  it('words the review page’s errors, refusals and thanks as the domain does', () => {
    const source = (key: string) => englishByKey.get(key)?.source;
    const refusals = [
      'rating',
      'noHtml',
      'noLinks',
      'incompleteLink',
      'notFound',
      'used',
      'expired',
      'leadGone',
      'ownFirm',
    ] as const;
    for (const key of refusals) expect(source(`server.review.${key}`)).toBe(REVIEW_MESSAGES[key]);
    expect(source('review.error.textTooShort')?.replace('{min}', String(REVIEW_TEXT_MIN))).toBe(REVIEW_MESSAGES.textTooShort);
    expect(source('review.error.textTooLong')?.replace('{max}', String(REVIEW_TEXT_MAX))).toBe(REVIEW_MESSAGES.textTooLong);
    expect(source('review.thanks')?.replace('{firm}', 'Khumalo Legal Inc.')).toBe(REVIEW_MESSAGES.thanks('Khumalo Legal Inc.'));
    expect(source('card.verifiedClient')).toBe(REVIEW_MESSAGES.verifiedClient);
    expect(source('card.noReviews')).toBe(REVIEW_MESSAGES.noReviews);
  });
});

describe('the review map the compiler writes', () => {
  const po = (entries: [key: string, review: string][]) =>
    entries.map(([key, review]) => `# review: ${review}\nmsgctxt "${key}"\nmsgid "x"\nmsgstr "y"`).join('\n\n');
  const reviewedBy = reviewedLine('Naledi Mokoena', '2026-12-01');

  it('lists the parts that still hold a draft, so only their pages show the draft notice', () => {
    const catalog = parsePo(
      po([
        ['wizard.title', reviewedBy],
        ['results.title', 'draft'],
        ['myRequest.title', reviewedBy],
      ]),
    );
    expect(unreviewedParts(catalog.entries)).toEqual(['results']);
    expect(unreviewedParts(parsePo(po([['results.title', reviewedBy]])).entries)).toEqual([]);
  });

  it('writes them into the core part only, for a translated catalog', () => {
    const source = po([['results.title', 'draft']]);
    expect(JSON.parse(compiledCatalogSource(source, 'core'))).toEqual({ [UNREVIEWED_PARTS_KEY]: ['results'] });
    expect(JSON.parse(compiledCatalogSource(source, 'results'))).not.toHaveProperty(UNREVIEWED_PARTS_KEY);
  });

  it('reads who reviewed a message and when; anything else is not a state', () => {
    expect(reviewStateOf(reviewedBy)).toEqual({ state: 'reviewed', by: 'Naledi Mokoena', on: '2026-12-01' });
    expect(reviewStateOf('draft')).toEqual({ state: 'draft' });
    for (const line of ['reviewed', 'reviewed by , 2026-12-01', 'reviewed by Naledi', 'ok', undefined])
      expect(reviewStateOf(line), String(line)).toBeNull();
  });
});

describe('placeholdersOf', () => {
  it('names top-level and branch arguments, not plural keywords or branch text', () => {
    expect(placeholdersOf('{name}, you have {n, plural, one {# match for {firm}} other {# matches}}')).toEqual([
      'firm',
      'n',
      'name',
    ]);
  });
});
