import { requestMatchInputSchema } from '../../src/domain/matching/criteria';
import { generateFirms } from '../../tests/fixtures/seed-generator';
import { canTarget, wizardInput } from './requests';

describe('the load run’s wizard input', () => {
  it('is a valid requestMatch input for every seeded firm it can target, person and business alike', () => {
    let seed = 7;
    // A small deterministic generator, so a failure repeats.
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const kinds = new Set<unknown>();
    for (const { id, profile } of generateFirms(150).filter((f) => canTarget({ id: f.id, ...f.profile }))) {
      for (let i = 0; i < 4; i++) {
        const input = wizardInput({ id, ...profile }, `load-${id}-${i}@example.co.za`, random);
        const parsed = requestMatchInputSchema.safeParse(input);
        expect(parsed.success ? null : parsed.error.issues).toBeNull();
        kinds.add(input.userType);
        expect(input).toMatchObject({ location: profile.province, city: profile.primaryCity });
      }
    }
    expect(kinds).toEqual(new Set(['person', 'business']));
  });
});
