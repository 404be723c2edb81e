// Language as a match factor (issue 27, docs/matching.md "Language"): the client's language orders
// firms with the same points, the lead records it for the firm, and a bad code is the client's error.
import { leadSchema } from '@/domain/leads/lead-documents';
import { parseStored } from '@/domain/shared/stored-date';
import { findMatches } from '../../functions/src/matching/find-matches';
import { callFunction, clearFirestore, db } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';

interface Output {
  leadId: string;
  topFirm: { id: string; matchScore: number; matchingReasons: { type: string; description: string }[] };
  nextFirms: { id: string; matchScore: number }[];
}

/** Firms that fit the request equally well (same city, same need, same plan and rating), one speaking isiZulu. */
const EQUAL = { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'], rating: 4.5 };

beforeEach(async () => {
  await clearFirestore();
  await Promise.all([
    // Ids chosen so the isiZulu speaker would come last on the id tie-break alone.
    putFirm('a-english', { ...EQUAL, languages: ['en'] }),
    putFirm('b-afrikaans', { ...EQUAL, languages: ['en', 'af'] }),
    putFirm('z-zulu', { ...EQUAL, languages: ['en', 'zu'] }),
    // Speaks isiZulu but is farther away (Pretoria): language never lifts a firm over a better fit.
    putFirm('w-zulu-pretoria', { practiceAreas: ['uncontested-divorce'], languages: ['en', 'zu'], rating: 5 }),
  ]);
});

describe('requestMatch with a client language', () => {
  it('gives the lead to the isiZulu-speaking firm among equal fits, and the lead stores the locale and the lawyer language', async () => {
    const result = await callFunction<Output>('requestMatch', { ...person, locale: 'zu', lawyerLanguage: 'zu' });
    expect(result.error).toBeUndefined();
    const { leadId, topFirm, nextFirms } = result.data!;
    expect(topFirm.id).toBe('z-zulu');
    expect(nextFirms.map((f) => f.id)).toEqual(['a-english', 'b-afrikaans', 'w-zulu-pretoria']);
    expect(nextFirms[2]!.matchScore).toBeLessThan(topFirm.matchScore);
    expect(topFirm.matchingReasons).toContainEqual({ type: 'language', description: 'Speaks isiZulu, your language' });
    const lead = (await db.doc(`leads/${leadId}`).get()).data()!;
    expect(() => parseStored(leadSchema, `leads/${leadId}`, lead)).not.toThrow();
    expect(lead).toMatchObject({ firmId: 'z-zulu', formData: { locale: 'zu', lawyerLanguage: 'zu' } });
    // The firm's new-lead email carries the client's language (rendered from the queued data in the mail tests).
    const mail = await db.collection('mail').where('template', '==', 'lead-notification').get();
    expect(mail.docs.map((d) => (d.data().data as { language?: string }).language)).toEqual(['isiZulu']);
  });

  it('uses the wizard’s language when no lawyer language is chosen', async () => {
    const result = await callFunction<Output>('requestMatch', { ...person, locale: 'zu' });
    expect(result.data?.topFirm.id).toBe('z-zulu');
  });

  it('without a language the same firms keep the plan, rating and id order', async () => {
    const result = await callFunction<Output>('requestMatch', person);
    expect(result.data?.topFirm.id).toBe('a-english');
  });

  it('bounded matching equals the exhaustive scan with a language preference', async () => {
    // More equal English-only firms than one page holds, all ahead of the speaker in plan, rating and id order:
    // the speaker is found through the isiZulu index, not by reading the whole level.
    await Promise.all(['c', 'd', 'e', 'f', 'g', 'h'].map((id) => putFirm(`${id}-english`, { ...EQUAL, languages: ['en'] })));
    const top = await findMatches({ ...person, locale: 'zu' } as Parameters<typeof findMatches>[0], 1);
    expect(top.matches.map((m) => m.id)).toEqual(['z-zulu']);
    for (const language of [{ locale: 'zu' }, { lawyerLanguage: 'af' }, { locale: 'af', lawyerLanguage: 'en' }, {}] as const) {
      const criteria = { ...person, ...language } as Parameters<typeof findMatches>[0];
      const bounded = await findMatches(criteria, 4, { strategy: 'bounded' });
      const exhaustive = await findMatches(criteria, 4, { strategy: 'exhaustive' });
      expect(bounded.matches.map((m) => [m.id, m.matchScore, m.languageFit])).toEqual(
        exhaustive.matches.map((m) => [m.id, m.matchScore, m.languageFit]),
      );
      expect(bounded.documentsRead).toBeLessThanOrEqual(100);
    }
  });

  it('a stale language entry (a firm that no longer speaks it) never puts that firm first', async () => {
    await putFirm('z-zulu', { ...EQUAL, languages: ['en'] });
    // The test writer only sets documents, so the old isiZulu entry stays (the functions' writer deletes
    // it). A stale entry costs a read, never a wrong ranking: the scorer reads the firm document.
    const result = await findMatches({ ...person, locale: 'zu' } as Parameters<typeof findMatches>[0], 4);
    expect(result.matches[0]!.id).toBe('a-english');
  });
});

describe('requestMatch refuses a language that is not an official one', () => {
  it.each([
    ['lawyerLanguage', { lawyerLanguage: 'klingon' }],
    ['locale', { locale: 'fr' }],
  ])('%s: invalid-argument naming the field, and nothing written', async (field, bad) => {
    const result = await callFunction('requestMatch', { ...person, ...bad });
    expect(result.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input', field } });
    expect((await db.collection('leads').get()).size).toBe(0);
  });
});
