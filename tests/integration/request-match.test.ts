import { leadSchema } from '@/domain/leads/lead-documents';
import { monthKey } from '@/domain/payments/plans';
import { parseStored } from '@/domain/shared/stored-date';
import { firmWrites } from '../fixtures/firm-factory';
import { generateFirms } from '../fixtures/seed-generator';
import { callFunction, clearFirestore, db, MAIL_QUEUE_STATES } from './emulator-clients';
import { badVariants, business, docsWhere, person, putFirm } from './matching-fixtures';
import { findMatches } from '../../functions/src/matching/find-matches';

interface Matched {
  id: string;
  matchScore: number;
  matchingReasons: { type: string; description: string }[];
  [key: string]: unknown;
}
interface Output {
  leadId: string;
  topFirm: Matched;
  nextFirms: Matched[];
}

const month = monthKey(new Date());

beforeEach(async () => {
  await clearFirestore();
  await Promise.all([
    putFirm('best', {
      primaryCity: 'Johannesburg',
      cities: ['Johannesburg'],
      practiceAreas: ['uncontested-divorce'],
      rating: 4.9,
    }),
    putFirm('second', {
      primaryCity: 'Johannesburg',
      cities: ['Johannesburg'],
      practiceAreas: ['divorce-separation'],
      rating: 4.8,
    }),
    putFirm('third', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['family'], rating: 4.7 }),
    putFirm('fourth', { practiceAreas: ['uncontested-divorce'], rating: 4.6 }),
    putFirm('fifth', { practiceAreas: ['family'], rating: 4.5 }),
    putFirm('inactive', {
      status: 'inactive',
      primaryCity: 'Johannesburg',
      cities: ['Johannesburg'],
      practiceAreas: ['uncontested-divorce'],
      rating: 5,
    }),
    putFirm('collector', {
      primaryCity: 'Johannesburg',
      cities: ['Johannesburg'],
      businessServices: { collections: true, generalBusiness: false },
      rating: 4.2,
    }),
  ]);
});

describe('requestMatch: a person completes the wizard', () => {
  it('creates a pending lead for the top firm and returns the next three with scores and reasons', async () => {
    const result = await callFunction<Output>('requestMatch', person);
    expect(result.error).toBeUndefined();
    const { leadId, topFirm, nextFirms } = result.data!;
    expect(topFirm.id).toBe('best');
    expect(topFirm.matchScore).toBe(100);
    expect(nextFirms.map((f) => f.id)).toEqual(['second', 'fourth', 'third']);
    for (const firm of nextFirms) {
      expect(firm.matchScore).toBeGreaterThan(0);
      expect(firm.matchingReasons.length).toBeGreaterThan(0);
      expect(firm).not.toHaveProperty('matchKeys');
      expect(firm).not.toHaveProperty('email');
      expect(firm).not.toHaveProperty('leadsFullMonth');
    }

    const lead = (await db.doc(`leads/${leadId}`).get()).data()!;
    // The stored lead reads back through the schema the dashboard's converter parses with.
    expect(() => parseStored(leadSchema, `leads/${leadId}`, lead)).not.toThrow();
    expect(lead).toMatchObject({
      firmId: 'best',
      status: 'pending',
      source: 'matching',
      province: 'Gauteng',
      practiceArea: 'divorce-separation',
    });
    expect(lead.formData).toMatchObject({
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato@example.co.za',
      city: 'Johannesburg',
      subcategory: 'divorce-separation',
    });

    const account = (await db.doc('firms/best/private/account').get()).data()!;
    expect(account).toMatchObject({ leadsThisMonth: 1, leadMonth: month });

    const contacts = await docsWhere('contacts', 'email', 'lerato@example.co.za');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ firstName: 'Lerato', lastName: 'Mokoena', consent: true });

    const firmMail = await docsWhere('mail', 'to', 'best@firm.test');
    expect(firmMail).toHaveLength(1);
    expect(firmMail[0]!.template).toBe('lead-notification');
    expect(MAIL_QUEUE_STATES).toContain((firmMail[0]!.delivery as { state: string }).state);
    expect(firmMail[0]!.data).toMatchObject({ leadId, need: 'Uncontested Divorce', area: 'Johannesburg, Gauteng' });
    expect(firmMail[0]!.data).not.toHaveProperty('client');
    const clientMail = await docsWhere('mail', 'to', 'lerato@example.co.za');
    expect(clientMail.map((m) => m.template)).toEqual(['client-confirmation']);
  });

  it('matches a business needing collections to the collections firm', async () => {
    const result = await callFunction<Output>('requestMatch', business);
    expect(result.data!.topFirm.id).toBe('collector');
    const lead = (await db.doc(`leads/${result.data!.leadId}`).get()).data()!;
    expect(lead.formData).toMatchObject({ companyName: 'Brightside Traders (Pty) Ltd', serviceType: 'collections' });
    const mail = await docsWhere('mail', 'to', 'collector@firm.test');
    expect(mail[0]!.data).toMatchObject({ need: 'Debt Collection' });
    expect(JSON.stringify(mail[0]!.data)).not.toMatch(/Brightside|Sipho/);
  });

  it('ignores anything the client sends about firms, scores or plans', async () => {
    const result = await callFunction<Output>('requestMatch', {
      ...person,
      firmId: 'fifth',
      matchScore: 100,
      packageType: 'premium_plus',
    });
    expect(result.data!.topFirm.id).toBe('best');
  });
});

describe('requestMatch: the free plan allowance', () => {
  it('passes over a free firm that has used its two leads this month', async () => {
    await putFirm(
      'best',
      {
        packageType: 'free',
        primaryCity: 'Johannesburg',
        cities: ['Johannesburg'],
        practiceAreas: ['uncontested-divorce'],
        rating: 4.9,
      },
      { leadsThisMonth: 2, leadMonth: month },
    );
    const result = await callFunction<Output>('requestMatch', person);
    expect(result.data!.topFirm.id).toBe('second');
    expect(result.data!.nextFirms.map((f) => f.id)).not.toContain('best');
    expect(await docsWhere('leads', 'firmId', 'best')).toHaveLength(0);
  });

  it('marks a free firm full when it receives its last lead, and matching then skips it', async () => {
    await putFirm(
      'best',
      {
        packageType: 'free',
        primaryCity: 'Johannesburg',
        cities: ['Johannesburg'],
        practiceAreas: ['uncontested-divorce'],
        rating: 4.9,
      },
      { leadsThisMonth: 1, leadMonth: month },
    );
    const first = await callFunction<Output>('requestMatch', person);
    expect(first.data!.topFirm.id).toBe('best');
    // The flag matching reads is in the server-only index; the public document a browser reads has none.
    expect((await db.doc('firmMatchIndex/best').get()).get('leadsFullMonth')).toBe(month);
    expect((await db.doc('firms/best').get()).data()).not.toHaveProperty('leadsFullMonth');
    expect((await db.doc('firms/best/private/account').get()).data()!.leadsThisMonth).toBe(2);
    const second = await callFunction<Output>('requestMatch', { ...person, email: 'second@example.co.za' });
    expect(second.data!.topFirm.id).toBe('second');
  });

  it('rolls the month over lazily: last month’s count does not block this month', async () => {
    await putFirm(
      'best',
      {
        packageType: 'free',
        primaryCity: 'Johannesburg',
        cities: ['Johannesburg'],
        practiceAreas: ['uncontested-divorce'],
        rating: 4.9,
        leadsFullMonth: '2001-01',
      },
      { leadsThisMonth: 2, leadMonth: '2001-01' },
    );
    const result = await callFunction<Output>('requestMatch', person);
    expect(result.data!.topFirm.id).toBe('best');
    expect((await db.doc('firms/best/private/account').get()).data()).toMatchObject({ leadsThisMonth: 1, leadMonth: month });
  });

  it('gives the last free lead to exactly one of several simultaneous requests', async () => {
    await putFirm(
      'best',
      {
        packageType: 'free',
        primaryCity: 'Johannesburg',
        cities: ['Johannesburg'],
        practiceAreas: ['uncontested-divorce'],
        rating: 4.9,
      },
      { leadsThisMonth: 1, leadMonth: month },
    );
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => callFunction<Output>('requestMatch', { ...person, email: `racer${i}@example.co.za` })),
    );
    const tops = results.map((r) => r.data!.topFirm.id);
    expect(tops.filter((id) => id === 'best')).toHaveLength(1);
    expect(await docsWhere('leads', 'firmId', 'best')).toHaveLength(1);
    expect((await db.doc('firms/best/private/account').get()).data()!.leadsThisMonth).toBe(2);
  });
});

describe('requestMatch: bad input', () => {
  it.each(badVariants(person, 'firstName'))('refuses %s with invalid-argument and writes nothing', async (_name, input) => {
    const result = await callFunction('requestMatch', input);
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.collection('leads').get()).size).toBe(0);
    expect((await db.collection('mail').get()).size).toBe(0);
  });

  it('refuses an unknown subcategory with the spec message', async () => {
    const result = await callFunction('requestMatch', { ...person, subcategory: 'no-such-area', specificItem: undefined });
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect(result.error?.message).toContain(
      'Please select a valid practice area from the suggestions, or try rephrasing your search.',
    );
  });

  it('refuses a province that does not exist', async () => {
    const result = await callFunction('requestMatch', { ...person, location: 'Atlantis' });
    expect(result.error?.message).toContain('Please select a province');
  });

  it('refuses a description with HTML', async () => {
    const result = await callFunction('requestMatch', { ...person, description: 'Hi <img src=x onerror=alert(1)>' });
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('answers not-found when no firm is active', async () => {
    await clearFirestore();
    const result = await callFunction('requestMatch', person);
    expect(result.error?.status).toBe('NOT_FOUND');
  });
});

describe('bounded matching on the emulator equals an exhaustive scan', () => {
  // A modest count keeps the emulator's array-contains-any queries quick on a loaded machine;
  // the pure property test (src/domain/matching/match-keys.test.ts) covers many more firms.
  it('chooses the same six firms for many criteria over 80 seeded firms', async () => {
    await clearFirestore();
    const firms = generateFirms(80, 7);
    const batch = db.batch();
    for (const firm of firms) {
      for (const { path, data } of firmWrites(firm.id, { firm: firm.profile, account: firm.account })) {
        batch.set(db.doc(path), data);
      }
    }
    await batch.commit();
    // A few full free firms, so eligibility is part of the comparison.
    const free = firms.filter((f) => f.profile.packageType === 'free').slice(0, 20);
    await Promise.all(free.map((f) => db.doc(`firmMatchIndex/${f.id}`).update({ leadsFullMonth: month })));

    const criteria = [
      person,
      { ...person, city: 'Cape Town', location: 'Western Cape' },
      {
        ...person,
        city: 'Durban',
        location: 'KwaZulu-Natal',
        practiceArea: 'criminal',
        subcategory: 'assault',
        specificItem: undefined,
      },
      {
        ...person,
        city: 'Nowhere',
        location: 'Limpopo',
        practiceArea: 'employment',
        subcategory: 'unfair-dismissal',
        specificItem: undefined,
      },
      business,
      { ...business, serviceType: 'other', city: 'Pretoria' },
      { ...business, city: 'Gqeberha', location: 'Eastern Cape' },
    ];
    for (const c of criteria) {
      const bounded = await findMatches(c as never, 6, { strategy: 'bounded' });
      const exhaustive = await findMatches(c as never, 6, { strategy: 'exhaustive' });
      expect(bounded.matches.map((m) => [m.id, m.matchScore])).toEqual(exhaustive.matches.map((m) => [m.id, m.matchScore]));
      expect(bounded.documentsRead).toBeLessThan(exhaustive.documentsRead);
    }
  });
});
