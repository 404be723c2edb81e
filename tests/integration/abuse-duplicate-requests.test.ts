/**
 * Identical requests without an idempotency key (issue 39): a script, or a double submit whose page
 * lost its key, sent five and made five leads. The same client, firm and words within minutes are
 * one request now (shared/idempotency.ts); other words are a new one.
 */
import { callFunction, clearFirestore, db } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';

vi.setConfig({ testTimeout: 120_000 });

const leadsOf = async (email: string) => (await db.collection('leads').where('formData.email', '==', email).get()).size;

beforeEach(async () => {
  await clearFirestore();
  await putFirm('chosen', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] });
});

describe('the same request without a key is one lead', () => {
  it('five identical contactFirm calls from one address make one lead, and each is answered with it', async () => {
    const client = { ...person, email: 'five-times@example.co.za' };
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      const { data, error } = await callFunction<{ leadId: string }>('contactFirm', {
        firmId: 'chosen',
        // As a script would vary them: spacing and capitals do not make new words.
        searchCriteria: { ...client, description: i % 2 ? client.description.toUpperCase() : ` ${client.description}  ` },
        postToOpenLeads: false,
      });
      expect(error).toBeUndefined();
      answers.push(data?.leadId);
    }
    expect(new Set(answers).size).toBe(1);
    expect(await leadsOf(client.email)).toBe(1);
    expect((await db.collection('mail').where('template', '==', 'lead-notification').get()).size).toBe(1);
  });

  it('three identical wizard requests at once make one lead; new words make a second', async () => {
    const client = { ...person, email: 'burst@example.co.za' };
    const results = await Promise.all([1, 2, 3].map(() => callFunction<{ leadId: string }>('requestMatch', client)));
    expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined]);
    expect(new Set(results.map((r) => r.data!.leadId)).size).toBe(1);
    expect(await leadsOf(client.email)).toBe(1);

    const other = await callFunction<{ leadId: string }>('requestMatch', {
      ...client,
      description: 'And we also need a will drafted.',
    });
    expect(other.error).toBeUndefined();
    expect(await leadsOf(client.email)).toBe(2);
  });
});
