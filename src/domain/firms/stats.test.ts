import {
  computeFirmStats,
  marketplaceFunnel,
  computeProvinceBenchmark,
  formatMinutes,
  groupByPracticeArea,
  lastMonths,
  median,
  type StatsLead,
} from './stats';

const NOW = Date.UTC(2026, 10, 23, 9, 0); // 23 November 2026
const at = (y: number, m: number, d = 10, h = 8) => Date.UTC(y, m - 1, d, h);

describe('the months of the window', () => {
  it('are the twelve months ending with the current one, oldest first', () => {
    const months = lastMonths(NOW);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
  });
  it('cross a year boundary in January', () => {
    expect(lastMonths(Date.UTC(2026, 0, 5), 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('a firm\u2019s figures', () => {
  const leads: StatsLead[] = [
    { createdAt: at(2026, 11, 2), status: 'pending', practiceArea: 'evictions' },
    { createdAt: at(2026, 11, 3), status: 'contacted', practiceArea: 'evictions', respondedAt: at(2026, 11, 3, 10) },
    { createdAt: at(2026, 10, 1), status: 'converted', practiceArea: 'divorce-separation', respondedAt: at(2026, 10, 1, 9) },
    { createdAt: at(2026, 10, 4), status: 'closed', practiceArea: 'evictions', respondedAt: at(2026, 10, 5, 8) },
    { createdAt: at(2026, 1, 4), practiceArea: 'evictions' },
    // Older than the window: never counted.
    { createdAt: at(2025, 11, 30), status: 'converted', practiceArea: 'evictions' },
    { createdAt: null, status: 'converted' },
  ];
  const stats = computeFirmStats(leads, 'Gauteng', NOW);

  it('counts leads per month over twelve months', () => {
    expect(stats.months.map((m) => m.leads)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2]);
  });
  it('counts the funnel by status, a missing status reading pending', () => {
    expect(stats.funnel).toEqual({ pending: 2, contacted: 1, converted: 1, closed: 1 });
  });
  it('gives the median response time per month in minutes', () => {
    expect(stats.months[11]).toMatchObject({ month: '2026-11', responses: 1, medianResponseMinutes: 120 });
    expect(stats.months[10]).toMatchObject({ month: '2026-10', responses: 2, medianResponseMinutes: (60 + 24 * 60) / 2 });
    expect(stats.months[0]!.medianResponseMinutes).toBeNull();
  });
  it('gives conversion by practice area, busiest first', () => {
    expect(stats.byPracticeArea).toEqual([
      { practiceArea: 'evictions', leads: 4, converted: 0 },
      { practiceArea: 'divorce-separation', leads: 1, converted: 1 },
    ]);
  });
  it('totals the window', () => {
    expect(stats.totals).toEqual({
      leads: 5,
      converted: 1,
      conversionRate: 0.2,
      medianResponseMinutes: 120,
      leadsPerMonth: 0.4,
      answeredRate: 0,
      bookedRate: 0,
      consultedRate: 0,
    });
  });
  it('counts a practice area stored under its display name with its id, once', () => {
    const mixed = computeFirmStats(
      [
        { createdAt: at(2026, 11, 2), status: 'converted', practiceArea: 'Divorce & Separation' },
        { createdAt: at(2026, 11, 3), status: 'pending', practiceArea: 'divorce-separation' },
        { createdAt: at(2026, 11, 4), status: 'pending', practiceArea: ' divorce & SEPARATION ' },
        { createdAt: at(2026, 11, 5), status: 'converted', practiceArea: 'Child Maintenance' },
      ],
      'Gauteng',
      NOW,
    );
    expect(mixed.byPracticeArea).toEqual([
      { practiceArea: 'divorce-separation', leads: 3, converted: 1 },
      { practiceArea: 'child-maintenance', leads: 1, converted: 1 },
    ]);
  });
});

describe('groupByPracticeArea: figures stored before names were grouped with ids', () => {
  it('joins a name row to its id row and keeps unknown areas as they are', () => {
    expect(
      groupByPracticeArea([
        { practiceArea: 'divorce-separation', leads: 2, converted: 1 },
        { practiceArea: 'Divorce & Separation', leads: 3, converted: 1 },
        { practiceArea: 'Something Old', leads: 1, converted: 0 },
        { practiceArea: '', leads: 1, converted: 0 },
      ]),
    ).toEqual([
      { practiceArea: 'divorce-separation', leads: 5, converted: 2 },
      { practiceArea: 'Something Old', leads: 1, converted: 0 },
      { practiceArea: 'unspecified', leads: 1, converted: 0 },
    ]);
  });
});

describe('the province benchmark', () => {
  const firm = (leads: number, converted: number, response: number | null) =>
    computeFirmStats(
      Array.from({ length: leads }, (_, i) => ({
        createdAt: at(2026, 11, 1),
        status: i < converted ? ('converted' as const) : ('pending' as const),
        respondedAt: response === null ? null : at(2026, 11, 1) + response * 60_000,
      })),
      'Limpopo',
      NOW,
    );
  it('is the median firm once three firms have figures', () => {
    const b = computeProvinceBenchmark('Limpopo', [firm(12, 6, 30), firm(24, 6, 60), firm(36, 0, null)], NOW);
    expect(b).toEqual({
      province: 'Limpopo',
      firmCount: 3,
      medianLeadsPerMonth: 2,
      medianConversionRate: 0.25,
      medianResponseMinutes: 45,
      medianAnsweredRate: 0,
      medianBookedRate: 0,
      medianConsultedRate: 0,
      updatedAt: NOW,
    });
  });
  it('shows nothing with fewer than three firms, so no single firm can be read from it', () => {
    const b = computeProvinceBenchmark('Limpopo', [firm(12, 6, 30), firm(24, 6, 60)], NOW);
    expect(b).toMatchObject({ firmCount: 2, medianLeadsPerMonth: null, medianConversionRate: null, medianResponseMinutes: null });
  });
});

describe('response times in words', () => {
  it.each([
    [null, '—'],
    [45, '45 min'],
    [200, '3 h 20 min'],
    [120, '2 h'],
    [3000, '2 d 2 h'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('the client funnel: answered, booked, consulted', () => {
  it('counts per month the leads answered inside RegMatch, booked, and consulted once the time has come', () => {
    const nov = at(2026, 11, 2);
    const leads: StatsLead[] = [
      { createdAt: nov, answeredAt: nov + 3_600_000, bookedAt: nov + 7_200_000, consultationAt: NOW - 60_000 },
      { createdAt: nov, answeredAt: nov + 3_600_000, bookedAt: nov + 7_200_000, consultationAt: NOW + 86_400_000 },
      { createdAt: nov, answeredAt: nov + 3_600_000 },
      { createdAt: nov },
      { createdAt: at(2026, 10, 4), answeredAt: at(2026, 10, 4, 9) },
    ];
    const stats = computeFirmStats(leads, 'Gauteng', NOW);
    expect(stats.months[11]).toMatchObject({ month: '2026-11', leads: 4, answered: 3, booked: 2, consulted: 1 });
    expect(stats.months[10]).toMatchObject({ month: '2026-10', leads: 1, answered: 1, booked: 0, consulted: 0 });
    expect(stats.totals).toMatchObject({ answeredRate: 0.8, bookedRate: 0.4, consultedRate: 0.2 });
  });

  it('gives the province’s median firm’s rates, and none for figures stored before the funnel', () => {
    const firmWith = (answered: number) =>
      computeFirmStats(
        Array.from({ length: 10 }, (_, i) => ({
          createdAt: at(2026, 11, 1),
          answeredAt: i < answered ? at(2026, 11, 1, 9) : null,
        })),
        'Limpopo',
        NOW,
      );
    const b = computeProvinceBenchmark('Limpopo', [firmWith(2), firmWith(5), firmWith(9)], NOW);
    expect(b.medianAnsweredRate).toBe(0.5);
    const old = { ...firmWith(5), totals: { ...firmWith(5).totals, answeredRate: undefined } };
    expect(computeProvinceBenchmark('Limpopo', [old, old, old], NOW).medianAnsweredRate).toBeNull();
  });
});

describe('the marketplace funnel', () => {
  it('adds every firm’s months up by key, older figures adding their leads only', () => {
    const month = (m: string, leads: number, answered?: number) => ({
      month: m,
      leads,
      responses: 0,
      medianResponseMinutes: null,
      ...(answered === undefined ? {} : { answered, booked: 1, consulted: 0 }),
    });
    expect(
      marketplaceFunnel([{ months: [month('2026-10', 2, 1), month('2026-11', 4, 3)] }, { months: [month('2026-11', 5)] }]),
    ).toEqual([
      { month: '2026-10', leads: 2, answered: 1, booked: 1, consulted: 0 },
      { month: '2026-11', leads: 9, answered: 3, booked: 1, consulted: 0 },
    ]);
  });
});
