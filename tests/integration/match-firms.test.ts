import type { FirmDocumentInput } from '@/domain/firms/model';
import { callFunction, clearFirestore } from './emulator-clients';
import { putFirm } from './matching-fixtures';

const firm = (id: string, overrides: Partial<FirmDocumentInput>) => putFirm(id, { firmName: id, ...overrides });

const person = {
  userType: 'person',
  legalTermsAccepted: true,
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@example.co.za',
  location: 'Gauteng',
  city: 'Johannesburg',
  practiceArea: 'family',
  subcategory: 'divorce-separation',
  description: 'Uncontested divorce',
};

beforeAll(async () => {
  await clearFirestore();
  await Promise.all([
    firm('best', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['family', 'divorce-separation'] }),
    firm('same-city-other-law', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['criminal'] }),
    firm('other-province', {
      province: 'Limpopo',
      primaryServiceArea: 'Limpopo',
      primaryCity: 'Polokwane',
      cities: ['Polokwane'],
      practiceAreas: ['family', 'divorce-separation'],
    }),
    firm('inactive', {
      status: 'inactive',
      primaryCity: 'Johannesburg',
      cities: ['Johannesburg'],
      practiceAreas: ['family', 'divorce-separation'],
    }),
  ]);
});

describe('matchFirms', () => {
  it('ranks firms on the server with the domain scorer, best first', async () => {
    const result = await callFunction<{ matches: { id: string; matchScore: number }[] }>('matchFirms', person);
    expect(result.status).toBe(200);
    const ids = result.data!.matches.map((m) => m.id);
    expect(ids[0]).toBe('best');
    expect(result.data!.matches[0]!.matchScore).toBe(89); // 40 (city) + 40 (subcategory) of 90
    expect(ids).not.toContain('inactive');
  });

  it('never returns private or quota fields', async () => {
    const result = await callFunction<{ matches: Record<string, unknown>[] }>('matchFirms', person);
    for (const match of result.data!.matches) {
      expect(match).not.toHaveProperty('email');
      expect(match).not.toHaveProperty('leadsFullMonth');
      expect(match).not.toHaveProperty('phone');
    }
  });

  it('rejects missing criteria with invalid-argument', async () => {
    const result = await callFunction('matchFirms', {});
    expect(result.status).toBe(400);
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('rejects an unknown subcategory with the spec message', async () => {
    const result = await callFunction('matchFirms', { ...person, subcategory: 'no-such-area' });
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect(result.error?.message).toContain(
      'Please select a valid practice area from the suggestions, or try rephrasing your search.',
    );
  });

  it('rejects the wrong type for a field', async () => {
    const result = await callFunction('matchFirms', { ...person, city: 42 });
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('rejects script tags in names', async () => {
    const result = await callFunction('matchFirms', { ...person, firstName: '<script>alert(1)</script>' });
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });
});
