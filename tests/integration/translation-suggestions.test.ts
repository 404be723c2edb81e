/**
 * "Suggest a better translation" (issue 38) against the emulators: a visitor's suggestion is
 * checked against the compiled catalog and stored with the English source and the current text
 * the server read itself; an operator or a named reviewer decides it, audited; an operator names
 * reviewers. Every callable: the good path, bad and oversized input, the wrong caller, the limit.
 */
import { SUGGESTION_LIMITS, type SuggestionPatch } from '@/domain/i18n/suggestions';
import { TRANSLATION_SUGGESTION_LIMIT } from '@/domain/shared/request-guards';
import { auth, callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';

vi.setConfig({ testTimeout: 120_000 });

const stamp = Date.now();
let operator = '';
let firm = '';
let stranger = '';
beforeAll(async () => {
  operator = await idTokenFor(`ops-suggest-${stamp}@regmatch.test`, { admin: true });
  firm = await idTokenFor(`firm-suggest-${stamp}@firm.test`, { firmId: 'suggest-firm' });
  stranger = await idTokenFor(`stranger-suggest-${stamp}@example.co.za`);
});
beforeEach(clearFirestore);
afterAll(clearFirestore);

/** A visitor's call from its own network address (the emulator has no proxy: the header's entry is the address). */
const suggest = (input: unknown, address = '198.51.100.7') =>
  callFunction<{ suggestionId: string }>('suggestTranslation', input, undefined, undefined, { 'X-Forwarded-For': address });
const reason = (r: { error?: { details?: unknown } }) => (r.error?.details as { reason?: string } | undefined)?.reason;

const GOOD = {
  locale: 'zu',
  messageId: 'footer.blurb',
  text: 'Ukuxhumana mahhala namafemu abameli aseNingizimu Afrika. Amafemu aphendula {promise}.',
};

describe('suggestTranslation', () => {
  it('stores the suggestion with the English source and the current text read from the catalog, not the caller', async () => {
    const sent = await suggest({ ...GOOD, note: 'Ukuxhunyaniswa sounds odd here.' });
    expect(sent.error).toBeUndefined();
    const stored = (await db.doc(`translationSuggestions/${sent.data!.suggestionId}`).get()).data()!;
    expect(stored).toMatchObject({
      locale: 'zu',
      messageId: 'footer.blurb',
      english: 'Free matching with verified South African law firms. Firms respond {promise}.',
      current: 'Ukuxhunyaniswa mahhala namafemu abameli aqinisekisiwe aseNingizimu Afrika. Amafemu aphendula {promise}.',
      text: GOOD.text,
      note: 'Ukuxhunyaniswa sounds odd here.',
      status: 'pending',
      acceptedText: null,
      reviewedBy: null,
    });
    // Nothing about the visitor is kept with it.
    expect(JSON.stringify(stored)).not.toContain('198.51.100.7');
  });

  it.each([
    ['an id no catalog has', { ...GOOD, messageId: 'footer.nothingHere' }, 'suggestion-message-unknown'],
    ['an email message (never on a page)', { ...GOOD, messageId: 'email.confirmation.subject' }, 'suggestion-message-unknown'],
    ['the reserved review map', { ...GOOD, messageId: '$drafts' }, 'invalid-input'],
    ['English, the source', { ...GOOD, locale: 'en' }, 'invalid-input'],
    ['a locale the site does not have', { ...GOOD, locale: 'fr' }, 'invalid-input'],
    ['a dropped placeholder', { ...GOOD, text: 'Amafemu aphendula masinyane.' }, 'suggestion-slots-differ'],
    [
      'the current text unchanged',
      {
        ...GOOD,
        text: 'Ukuxhunyaniswa mahhala namafemu abameli aqinisekisiwe aseNingizimu Afrika. Amafemu aphendula {promise}.',
      },
      'suggestion-unchanged',
    ],
    ['a link', { ...GOOD, text: 'Bheka www.example.com {promise}' }, 'invalid-input'],
    ['a control character', { ...GOOD, text: 'Ikhaya\u0007 {promise}' }, 'invalid-input'],
    ['no words', { ...GOOD, text: '   ' }, 'invalid-input'],
    ['oversized words', { ...GOOD, text: `${'a'.repeat(SUGGESTION_LIMITS.text)} {promise}` }, 'invalid-input'],
    ['an oversized note', { ...GOOD, note: 'n'.repeat(SUGGESTION_LIMITS.note + 1) }, 'invalid-input'],
    ['a 1 MB text', { ...GOOD, text: 'x'.repeat(1_000_000) }, 'invalid-input'],
    ['a field of its own', { ...GOOD, status: 'accepted' }, 'invalid-input'],
  ])('refuses %s, storing nothing', async (_name, input, expected) => {
    const refused = await suggest(input);
    expect(reason(refused)).toBe(expected);
    expect(refused.error?.status).not.toBe('INTERNAL');
    expect((await db.collection('translationSuggestions').get()).size).toBe(0);
  });

  it('refuses a call without the app’s App Check token', async () => {
    const refused = await callFunction('suggestTranslation', GOOD, undefined, null);
    expect(refused.error?.status).toBe('UNAUTHENTICATED');
    expect((await db.collection('translationSuggestions').get()).size).toBe(0);
  });

  it('limits suggestions per message from everyone, and per network address across messages', async () => {
    const { max, perAddressMax } = TRANSLATION_SUGGESTION_LIMIT;
    // One message from many addresses: the per-message limit.
    const perMessage = [];
    for (let i = 0; i <= max; i++) perMessage.push(await suggest({ ...GOOD, text: `${GOOD.text} ${i}` }, `203.0.113.${i + 1}`));
    expect(perMessage.slice(0, max).every((r) => r.error === undefined)).toBe(true);
    expect(reason(perMessage.at(-1)!)).toBe('rate-limited');
    expect(perMessage.at(-1)!.error!.message).toMatch(/^Too many requests about this item\. Please try again in \d+ minutes?\.$/);
    // Another message is not held up by it.
    expect((await suggest({ locale: 'zu', messageId: 'footer.home', text: 'Ekhaya' }, '203.0.113.200')).error).toBeUndefined();

    // Many messages from one address: the per-address limit.
    const keys = ['footer.home', 'footer.contact', 'footer.legal', 'footer.terms', 'footer.privacy', 'footer.howItWorks'];
    const fromOne = [];
    for (let i = 0; i <= perAddressMax; i++)
      fromOne.push(await suggest({ locale: 'xh', messageId: keys[i % keys.length], text: `Amagama amatsha ${i}` }, '192.0.2.99'));
    expect(fromOne.slice(0, perAddressMax).every((r) => r.error === undefined)).toBe(true);
    expect(fromOne.at(-1)!.error!.message).toMatch(/^Too many requests from your connection\./);
  });
});

describe('decideTranslationSuggestion', () => {
  async function pending(): Promise<string> {
    const sent = await suggest(GOOD, `198.51.100.${Math.floor(Math.random() * 200) + 1}`);
    expect(sent.error).toBeUndefined();
    return sent.data!.suggestionId;
  }

  it('an operator accepts an edited wording once, audited; a second decision is refused', async () => {
    const id = await pending();
    const edited = 'Ukuxhumana mahhala namafemu abameli aqinisekisiwe aseNingizimu Afrika. Amafemu aphendula {promise}.';
    const decided = await callFunction(
      'decideTranslationSuggestion',
      { suggestionId: id, decision: 'accept', text: edited },
      operator,
    );
    expect(decided.data).toEqual({ status: 'accepted', acceptedText: edited, reviewedBy: `ops-suggest-${stamp}@regmatch.test` });
    const stored = (await db.doc(`translationSuggestions/${id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'accepted', acceptedText: edited, text: GOOD.text });
    expect(stored.decidedAt).not.toBeNull();
    const again = await callFunction('decideTranslationSuggestion', { suggestionId: id, decision: 'decline' }, operator);
    expect(reason(again)).toBe('suggestion-decided');
    const audit = (await db.collection('auditLog').where('field', '==', 'translation-suggestion').get()).docs.map((d) =>
      d.data(),
    );
    expect(audit).toEqual([expect.objectContaining({ before: 'pending', after: 'accepted', note: `zu footer.blurb (${id})` })]);
  });

  it('a named reviewer declines, and is recorded by the name of their role, not by anything they send', async () => {
    const reviewer = await idTokenFor(`reviewer-${stamp}@example.co.za`, { translationReviewer: 'Thandi Nkosi' });
    const id = await pending();
    const declined = await callFunction('decideTranslationSuggestion', { suggestionId: id, decision: 'decline' }, reviewer);
    expect(declined.data).toEqual({ status: 'declined', acceptedText: null, reviewedBy: 'Thandi Nkosi' });
    const forged = await callFunction(
      'decideTranslationSuggestion',
      { suggestionId: id, decision: 'accept', reviewedBy: 'Someone else' },
      reviewer,
    );
    expect(reason(forged)).toBe('invalid-input');
  });

  it('refuses an edit that drops a placeholder, a suggestion that is not there, and oversized words', async () => {
    const id = await pending();
    expect(
      reason(
        await callFunction('decideTranslationSuggestion', { suggestionId: id, decision: 'accept', text: 'Akukho' }, operator),
      ),
    ).toBe('suggestion-slots-differ');
    expect(
      reason(await callFunction('decideTranslationSuggestion', { suggestionId: 'missing', decision: 'accept' }, operator)),
    ).toBe('suggestion-not-found');
    const huge = { suggestionId: id, decision: 'accept', text: 'x'.repeat(SUGGESTION_LIMITS.text + 1) };
    expect(reason(await callFunction('decideTranslationSuggestion', huge, operator))).toBe('invalid-input');
    expect(reason(await callFunction('decideTranslationSuggestion', { suggestionId: id, decision: 'maybe' }, operator))).toBe(
      'invalid-input',
    );
    expect((await db.doc(`translationSuggestions/${id}`).get()).get('status')).toBe('pending');
  });

  it('refuses a visitor, a firm and a signed-in stranger', async () => {
    const id = await pending();
    const input = { suggestionId: id, decision: 'accept' };
    expect(reason(await callFunction('decideTranslationSuggestion', input))).toBe('sign-in-required');
    expect(reason(await callFunction('decideTranslationSuggestion', input, firm))).toBe('reviewer-only');
    expect(reason(await callFunction('decideTranslationSuggestion', input, stranger))).toBe('reviewer-only');
    expect((await db.doc(`translationSuggestions/${id}`).get()).get('status')).toBe('pending');
  });
});

describe('exportTranslationSuggestions', () => {
  type Exported = { patch: SuggestionPatch | null; left: number };
  const exportFile = (again = false, token = operator) =>
    callFunction<Exported>('exportTranslationSuggestions', { again }, token);
  async function accepted(messageId: string, text: string, token = operator): Promise<string> {
    const sent = await suggest({ locale: 'zu', messageId, text }, `198.51.100.${Math.floor(Math.random() * 200) + 1}`);
    expect(sent.error).toBeUndefined();
    const id = sent.data!.suggestionId;
    expect(
      (await callFunction('decideTranslationSuggestion', { suggestionId: id, decision: 'accept' }, token)).error,
    ).toBeUndefined();
    return id;
  }
  const texts = (r: { data?: Exported }) => r.data?.patch?.suggestions.map((s) => s.text);

  it('a file holds only the acceptances no earlier file held, each recorded as exported by whom, audited', async () => {
    const reviewer = await idTokenFor(`exporter-${stamp}@example.co.za`, { translationReviewer: 'Thandi Nkosi' });
    const home = await accepted('footer.home', 'Ekhaya');
    await accepted('footer.contact', 'Xhumana Nathi Manje');
    const first = await exportFile(false, reviewer);
    expect(first.error).toBeUndefined();
    expect(texts(first)).toEqual(['Ekhaya', 'Xhumana Nathi Manje']);
    expect(first.data).toMatchObject({ left: 0, patch: { version: 2, exportedBy: 'Thandi Nkosi' } });
    const stored = (await db.doc(`translationSuggestions/${home}`).get()).data()!;
    expect(stored.exportedBy).toBe('Thandi Nkosi');
    expect(stored.exportedAt.toDate().toISOString()).toBe(first.data!.patch!.exportedAt);

    // Nothing new: no file, nothing recorded.
    expect((await exportFile()).data).toEqual({ patch: null, left: 0 });
    // A later acceptance: the next file holds it alone.
    await accepted('footer.legal', 'Okusemthethweni');
    const second = await exportFile();
    expect(texts(second)).toEqual(['Okusemthethweni']);
    expect(second.data!.patch!.exportedBy).toBe(`ops-suggest-${stamp}@regmatch.test`);
    // The last file again, as it was: nothing newly recorded.
    const again = await exportFile(true, reviewer);
    expect(again.data).toEqual(second.data);
    const audit = (await db.collection('auditLog').where('field', '==', 'translation-export').get()).docs.map((d) => d.data());
    expect(audit.map((e) => e.note).sort()).toEqual([
      '1 in one file: zu footer.legal',
      '2 in one file: zu footer.home, zu footer.contact',
    ]);
  });

  it('answers no file when none was ever exported, and refuses bad and oversized input', async () => {
    expect((await exportFile(true)).data).toEqual({ patch: null, left: 0 });
    for (const input of [{ again: 'yes' }, { again: false, suggestions: [] }, { again: false, pad: 'x'.repeat(1_000_000) }]) {
      const refused = await callFunction('exportTranslationSuggestions', input, operator);
      expect(reason(refused)).toBe('invalid-input');
    }
  });

  it('refuses a visitor, a firm and a signed-in stranger, recording nothing', async () => {
    const id = await accepted('footer.home', 'Ekhaya');
    expect(reason(await callFunction('exportTranslationSuggestions', {}))).toBe('sign-in-required');
    expect(reason(await callFunction('exportTranslationSuggestions', {}, firm))).toBe('reviewer-only');
    expect(reason(await callFunction('exportTranslationSuggestions', {}, stranger))).toBe('reviewer-only');
    expect((await db.doc(`translationSuggestions/${id}`).get()).get('exportedAt')).toBeNull();
  });
});

describe('setTranslationReviewer', () => {
  it('an operator names a reviewer and revokes the role, each change audited once', async () => {
    const email = `named-${stamp}@example.co.za`;
    await idTokenFor(email);
    const granted = await callFunction('setTranslationReviewer', { email, name: 'Lerato Mokoena', reviewer: true }, operator);
    expect(granted.data).toMatchObject({ email, name: 'Lerato Mokoena', changed: true });
    expect((await auth.getUserByEmail(email)).customClaims).toMatchObject({ translationReviewer: 'Lerato Mokoena' });
    // The same grant again changes nothing and audits nothing.
    expect(
      (await callFunction('setTranslationReviewer', { email, name: 'Lerato Mokoena', reviewer: true }, operator)).data,
    ).toMatchObject({
      changed: false,
    });
    expect((await callFunction('setTranslationReviewer', { email, reviewer: false }, operator)).data).toMatchObject({
      name: null,
      changed: true,
    });
    expect((await auth.getUserByEmail(email)).customClaims?.translationReviewer).toBeUndefined();
    const audit = (await db.collection('auditLog').where('field', '==', 'translation-reviewer').get()).docs.map((d) => d.data());
    expect(audit.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [false, 'Lerato Mokoena'],
        ['Lerato Mokoena', false],
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it('refuses a firm’s login, an unknown account, a grant without a name and an oversized name', async () => {
    const firmEmail = `firm-login-${stamp}@firm.test`;
    await idTokenFor(firmEmail, { firmId: 'some-firm' });
    expect(
      reason(await callFunction('setTranslationReviewer', { email: firmEmail, name: 'A Firm', reviewer: true }, operator)),
    ).toBe('account-is-firm');
    expect(
      reason(
        await callFunction(
          'setTranslationReviewer',
          { email: `nobody-${stamp}@example.co.za`, name: 'N', reviewer: true },
          operator,
        ),
      ),
    ).toBe('account-not-found');
    const email = `nameless-${stamp}@example.co.za`;
    await idTokenFor(email);
    expect(reason(await callFunction('setTranslationReviewer', { email, reviewer: true }, operator))).toBe('invalid-input');
    expect(reason(await callFunction('setTranslationReviewer', { email, name: 'n'.repeat(81), reviewer: true }, operator))).toBe(
      'invalid-input',
    );
  });

  it('refuses a visitor, a firm and a reviewer (a reviewer names nobody)', async () => {
    const reviewer = await idTokenFor(`reviewer2-${stamp}@example.co.za`, { translationReviewer: 'Sipho Dlamini' });
    const input = { email: `reviewer2-${stamp}@example.co.za`, name: 'Someone Else', reviewer: true };
    expect(reason(await callFunction('setTranslationReviewer', input))).toBe('sign-in-required');
    expect(reason(await callFunction('setTranslationReviewer', input, firm))).toBe('admin-only');
    expect(reason(await callFunction('setTranslationReviewer', input, reviewer))).toBe('admin-only');
  });
});
