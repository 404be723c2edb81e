import { countChanges, firmCountKeys } from './practice-area-count-keys';
import { countFor } from './practice-area-counts';

describe('practice-area counts', () => {
  const firm = {
    status: 'active',
    listed: true,
    primaryCity: 'Johannesburg',
    cities: ['Sandton', 'cape town'],
    practiceAreas: ['uncontested-divorce', 'unfair-dismissal'],
  };

  it('an active firm adds one key per counted city it serves and counted area it covers (items count to their parents)', () => {
    expect(firmCountKeys(firm).sort()).toEqual(
      ['cape-town:employment', 'cape-town:family', 'johannesburg:employment', 'johannesburg:family'].sort(),
    );
  });

  it('a subcategory on the list counts its items (Personal Injury, Commercial Law)', () => {
    expect(firmCountKeys({ ...firm, cities: [], practiceAreas: ['road-accident-fund-claims'] })).toEqual([
      'johannesburg:personal-injury',
    ]);
    expect(firmCountKeys({ ...firm, cities: [], practiceAreas: ['shareholder-agreements'] })).toEqual([
      'johannesburg:commercial-corporate',
    ]);
  });

  it('an inactive firm, or a firm in no counted city, adds nothing', () => {
    expect(firmCountKeys({ ...firm, status: 'inactive', listed: false })).toEqual([]);
    // Pending verification or suspended: not listed, not counted.
    expect(firmCountKeys({ ...firm, listed: false })).toEqual([]);
    expect(firmCountKeys({ ...firm, primaryCity: 'Polokwane', cities: [] })).toEqual([]);
    expect(firmCountKeys(undefined)).toEqual([]);
    expect(firmCountKeys({ status: 'active', listed: true, primaryCity: 42, cities: 'x', practiceAreas: null })).toEqual([]);
  });

  it('a change is the difference: areas dropped go down, areas added go up, the rest stay', () => {
    const before = firmCountKeys(firm);
    const after = firmCountKeys({ ...firm, cities: [], practiceAreas: ['uncontested-divorce', 'theft-fraud'] });
    expect(Object.fromEntries(countChanges(before, after))).toEqual({
      'cape-town:family': -1,
      'cape-town:employment': -1,
      'johannesburg:employment': -1,
      'johannesburg:criminal': 1,
    });
    expect(countChanges(before, before).size).toBe(0);
  });

  it('a missing count reads as 0, a missing aggregate as unknown', () => {
    expect(countFor({ 'durban:family': 3 }, 'durban', 'family')).toBe(3);
    expect(countFor({}, 'durban', 'criminal')).toBe(0);
    expect(countFor(null, 'durban', 'criminal')).toBeNull();
  });
});
