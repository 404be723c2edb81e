import { render, screen, within } from '@testing-library/react';
import type { ChartConfiguration } from 'chart.js';
import { computeFirmStats, type FirmStats } from '@/domain/firms/stats';
import AnalyticsTab, { conversionAxes } from './analytics-tab';

const NOW = Date.UTC(2026, 10, 23, 9);
const day = (d: number) => Date.UTC(2026, 10, d, 8);
let stats: FirmStats;
vi.mock('../api/firm-stats', () => ({
  useFirmStats: () => ({ loading: false, error: false, stats, benchmark: null }),
}));
vi.mock('../api/export-leads', () => ({ fetchAllFirmLeads: () => Promise.resolve([]) }));
const drawn: ChartConfiguration[] = [];
vi.mock('./chart-canvas', () => ({
  ChartCanvas: ({ config }: { config: ChartConfiguration }) => {
    drawn.push(config);
    return null;
  },
}));

describe('Analytics: conversion by practice area', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  it('counts an area once, though older figures stored its name where new ones store its id', () => {
    const fresh = computeFirmStats(
      [
        { createdAt: day(2), status: 'converted', practiceArea: 'divorce-separation' },
        { createdAt: day(3), status: 'pending', practiceArea: 'child-maintenance' },
      ],
      'Gauteng',
      NOW,
    );
    // A document written before the computation grouped names with ids.
    stats = {
      ...fresh,
      byPracticeArea: [...fresh.byPracticeArea, { practiceArea: 'Divorce & Separation', leads: 1, converted: 0 }],
    };
    render(<AnalyticsTab firmId="f1" firmName="Test Attorneys" province="Gauteng" />);
    // The table is always in the page (for screen readers), shown on "Show table".
    const table = screen.getByRole('table', { name: 'Conversion by practice area' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Practice areaLeadsConvertedConversion rate', 'Divorce & Separation2150%', 'Child Maintenance100%']);
    const chart = drawn.find((c) => c.data.datasets[0]?.label === 'Conversion %')!;
    expect(chart.data.labels).toEqual(['Divorce & Separation', 'Child Maintenance']);
  });

  it('labels the conversion axis in per cent', () => {
    const tick = conversionAxes().scales.x.ticks.callback;
    expect([0, 50, 100].map((v) => tick(v))).toEqual(['0%', '50%', '100%']);
    expect(conversionAxes().scales.x.title.text).toBe('Leads converted (%)');
  });
});

describe('Analytics: answered, booked and consulted', () => {
  it('lists each month’s answered, booked and consulted leads with their share, and the rates beside the median firm', () => {
    stats = computeFirmStats(
      [
        { createdAt: day(2), answeredAt: day(2) + 3_600_000, bookedAt: day(3), consultationAt: day(4) },
        { createdAt: day(3), answeredAt: day(3) + 3_600_000 },
        { createdAt: day(5) },
        { createdAt: day(6) },
      ],
      'Gauteng',
      NOW,
    );
    render(<AnalyticsTab firmId="f1" firmName="Test Attorneys" province="Gauteng" />);
    const table = screen.getByRole('table', { name: 'Answered, booked and consulted per month' });
    const november = within(table).getByRole('row', { name: /November 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '2 (50%)', '1 (25%)', '1 (25%)']);
    const comparison = screen.getByRole('table', { name: 'Your figures and the median firm in Gauteng' });
    expect(within(comparison).getByRole('row', { name: /^Answered/ })).toHaveTextContent('50%');
    expect(within(comparison).getByRole('row', { name: /^Booked/ })).toHaveTextContent('25%');
  });
});
