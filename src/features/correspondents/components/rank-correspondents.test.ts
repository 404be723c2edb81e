import { rankCorrespondents, type CorrespondentCandidate } from './rank-correspondents';

const firm = (id: string, o: Partial<CorrespondentCandidate>): CorrespondentCandidate => ({
  id,
  firmName: id,
  province: 'Gauteng',
  primaryCity: 'Johannesburg',
  cities: ['Johannesburg'],
  packageType: 'free',
  rating: 4,
  ...o,
});

const firms = [
  firm('pretoria-free', { primaryCity: 'Pretoria', cities: ['Pretoria'] }),
  firm('jhb-free', {}),
  firm('jhb-plus', { packageType: 'premium_plus' }),
  firm('cape', { province: 'Western Cape', primaryCity: 'Cape Town', cities: ['Cape Town'] }),
  firm('sandton-extra', { primaryCity: 'Midrand', cities: ['Midrand', 'Johannesburg'], rating: 5 }),
];

describe('rankCorrespondents', () => {
  it('puts exact city matches first, then others in the same province, and leaves out other provinces', () => {
    const ranked = rankCorrespondents(firms, 'johannesburg');
    expect(ranked.map((r) => [r.firm.id, r.level])).toEqual([
      ['jhb-plus', 'exact'],
      ['sandton-extra', 'exact'],
      ['jhb-free', 'exact'],
      ['pretoria-free', 'province'],
    ]);
  });
  it('matches a province name against the firm province', () => {
    expect(rankCorrespondents(firms, 'Western Cape').map((r) => r.firm.id)).toEqual(['cape']);
  });
  it('finds partial names', () => {
    expect(rankCorrespondents(firms, 'Cape').map((r) => [r.firm.id, r.level])).toEqual([['cape', 'nearby']]);
  });
  it('returns nothing for an empty location or a place nobody serves', () => {
    expect(rankCorrespondents(firms, '   ')).toEqual([]);
    expect(rankCorrespondents(firms, 'Polokwane')).toEqual([]);
  });
});
