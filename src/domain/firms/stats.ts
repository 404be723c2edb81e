/**
 * The figures behind a firm's Analytics tab, and its province's benchmark. Functions compute them
 * from leads (a trigger on every lead write) and store them in firmStats/{firmId} and
 * provinceStats/{province}; the browser reads those two documents and never the leads themselves.
 */
import { z } from 'zod';
import { LEAD_STATUSES, type LeadStatus } from '../leads/lead-documents';
import { practiceAreaIdOf } from '../matching/practice-areas';
import { monthKey } from '../payments/plans';

/** Months of history the tab shows, the current month included. */
const STATS_WINDOW_MONTHS = 12;
/** A province benchmark needs this many firms, so a median never describes one identifiable firm. */
const MIN_FIRMS_FOR_BENCHMARK = 3;
/** The trigger refreshes a province's benchmark at most this often; a scheduled job does all nightly. */
export const BENCHMARK_MAX_AGE_MS = 60 * 60 * 1000;

/** What the computation needs of a lead: dates as epoch millis. */
export interface StatsLead {
  createdAt?: number | null;
  status?: LeadStatus | null;
  practiceArea?: string | null;
  /** When the status first left 'pending': the firm's response. */
  respondedAt?: number | null;
  /** The answer flow's fields (CONTRACT.md): first answer delivered, booked, the booked consultation's start. */
  answeredAt?: number | null;
  bookedAt?: number | null;
  consultationAt?: number | null;
}

const monthStatsSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  leads: z.number().int().nonnegative(),
  responses: z.number().int().nonnegative(),
  medianResponseMinutes: z.number().nonnegative().nullable(),
  /** The client funnel (issue 35): answered inside the platform, booked, consultation held. Absent in figures stored before it. */
  answered: z.number().int().nonnegative().optional(),
  booked: z.number().int().nonnegative().optional(),
  consulted: z.number().int().nonnegative().optional(),
});

export const firmStatsSchema = z.object({
  province: z.string().nullable(),
  /** Oldest first, STATS_WINDOW_MONTHS entries ending with the month of updatedAt. */
  months: z.array(monthStatsSchema),
  funnel: z.object({ pending: z.number(), contacted: z.number(), converted: z.number(), closed: z.number() }),
  byPracticeArea: z.array(z.object({ practiceArea: z.string(), leads: z.number(), converted: z.number() })),
  totals: z.object({
    leads: z.number(),
    converted: z.number(),
    /** converted / leads, 0 to 1; null without leads. */
    conversionRate: z.number().nullable(),
    medianResponseMinutes: z.number().nullable(),
    leadsPerMonth: z.number(),
    /** answered / booked / consulted over leads, 0 to 1; null without leads (absent before issue 35). */
    answeredRate: z.number().nullable().optional(),
    bookedRate: z.number().nullable().optional(),
    consultedRate: z.number().nullable().optional(),
  }),
  updatedAt: z.number(),
});
export type FirmStats = z.infer<typeof firmStatsSchema>;

export const provinceBenchmarkSchema = z.object({
  province: z.string(),
  firmCount: z.number().int().nonnegative(),
  /** Null while fewer than MIN_FIRMS_FOR_BENCHMARK firms have figures. */
  medianLeadsPerMonth: z.number().nullable(),
  medianConversionRate: z.number().nullable(),
  medianResponseMinutes: z.number().nullable(),
  /** The median firm's answered, booked and consulted rates (absent before issue 35). */
  medianAnsweredRate: z.number().nullable().optional(),
  medianBookedRate: z.number().nullable().optional(),
  medianConsultedRate: z.number().nullable().optional(),
  updatedAt: z.number(),
});
export type ProvinceBenchmark = z.infer<typeof provinceBenchmarkSchema>;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The last `count` month keys (UTC, like the lead quota), oldest first, ending with now's month. */
export function lastMonths(now: number, count = STATS_WINDOW_MONTHS): string[] {
  const d = new Date(now);
  return Array.from({ length: count }, (_, i) => monthKey(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (count - 1 - i), 1)));
}

/** Epoch millis of the first instant of the window: leads before it do not count. */
export function windowStart(now: number, count = STATS_WINDOW_MONTHS): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - (count - 1), 1);
}

type PracticeAreaFigures = FirmStats['byPracticeArea'][number];

/**
 * One row per practice area, keyed by taxonomy id: a row stored under a display name (older demo
 * data stored 'Divorce & Separation' where the wizard stores 'divorce-separation') joins its id's
 * row, so no area is counted twice. Most leads first, then by id. The stats computation groups
 * with it, and the Analytics tab applies it again to figures stored before it did.
 */
export function groupByPracticeArea(rows: readonly PracticeAreaFigures[]): PracticeAreaFigures[] {
  const areas = new Map<string, { leads: number; converted: number }>();
  for (const row of rows) {
    const id = practiceAreaIdOf(row.practiceArea) || 'unspecified';
    const entry = areas.get(id) ?? { leads: 0, converted: 0 };
    entry.leads += row.leads;
    entry.converted += row.converted;
    areas.set(id, entry);
  }
  return [...areas.entries()]
    .map(([practiceArea, v]) => ({ practiceArea, ...v }))
    .sort((a, b) => b.leads - a.leads || a.practiceArea.localeCompare(b.practiceArea));
}

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const rateOf = (count: number, total: number) => (total === 0 ? null : Math.round((count / total) * 1000) / 1000);

/** The client funnel of some leads at `now`: answered, booked, and consulted (a booked consultation whose time has come). */
function funnelCounts(leads: readonly StatsLead[], now: number): { answered: number; booked: number; consulted: number } {
  const has = (v: number | null | undefined) => typeof v === 'number';
  return {
    answered: leads.filter((l) => has(l.answeredAt)).length,
    booked: leads.filter((l) => has(l.bookedAt)).length,
    consulted: leads.filter((l) => has(l.consultationAt) && l.consultationAt <= now).length,
  };
}

/** The firm's figures over the window ending at `now`. Leads outside the window are ignored. */
export function computeFirmStats(leads: readonly StatsLead[], province: string | null, now: number): FirmStats {
  const keys = lastMonths(now);
  const inWindow = leads.filter((l) => typeof l.createdAt === 'number' && keys.includes(monthKey(l.createdAt)));
  const funnel = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  const areas: PracticeAreaFigures[] = [];
  const responseMinutes = (l: StatsLead) =>
    typeof l.respondedAt === 'number' && typeof l.createdAt === 'number' && l.respondedAt >= l.createdAt
      ? (l.respondedAt - l.createdAt) / 60_000
      : null;

  for (const lead of inWindow) {
    const status = lead.status ?? 'pending';
    funnel[status] += 1;
    areas.push({ practiceArea: lead.practiceArea || 'unspecified', leads: 1, converted: status === 'converted' ? 1 : 0 });
  }
  const months = keys.map((month) => {
    const ofMonth = inWindow.filter((l) => monthKey(l.createdAt!) === month);
    const responses = ofMonth.map(responseMinutes).filter((m): m is number => m !== null);
    return {
      month,
      leads: ofMonth.length,
      responses: responses.length,
      medianResponseMinutes: round1(median(responses)),
      ...funnelCounts(ofMonth, now),
    };
  });
  const clientFunnel = funnelCounts(inWindow, now);
  const allResponses = inWindow.map(responseMinutes).filter((m): m is number => m !== null);
  const total = inWindow.length;
  return {
    province,
    months,
    funnel,
    byPracticeArea: groupByPracticeArea(areas),
    totals: {
      leads: total,
      converted: funnel.converted,
      conversionRate: total === 0 ? null : funnel.converted / total,
      medianResponseMinutes: round1(median(allResponses)),
      leadsPerMonth: Math.round((total / STATS_WINDOW_MONTHS) * 10) / 10,
      answeredRate: rateOf(clientFunnel.answered, total),
      bookedRate: rateOf(clientFunnel.booked, total),
      consultedRate: rateOf(clientFunnel.consulted, total),
    },
    updatedAt: now,
  };
}

/** The median firm of a province, over the firms' stored figures. No firm is named. */
export function computeProvinceBenchmark(province: string, firms: readonly FirmStats[], now: number): ProvinceBenchmark {
  const enough = firms.length >= MIN_FIRMS_FOR_BENCHMARK;
  const pick = (f: (s: FirmStats) => number | null) => {
    if (!enough) return null;
    return round1(median(firms.map(f).filter((v): v is number => v !== null)));
  };
  const rate = enough ? median(firms.map((s) => s.totals.conversionRate).filter((v): v is number => v !== null)) : null;
  const medianRate = (f: (s: FirmStats) => number | null | undefined) => {
    const rates = firms.map(f).filter((v): v is number => typeof v === 'number');
    return enough && rates.length ? Math.round(median(rates)! * 1000) / 1000 : null;
  };
  return {
    province,
    firmCount: firms.length,
    medianLeadsPerMonth: pick((s) => s.totals.leadsPerMonth),
    medianConversionRate: rate === null ? null : Math.round(rate * 1000) / 1000,
    medianResponseMinutes: pick((s) => s.totals.medianResponseMinutes),
    medianAnsweredRate: medianRate((s) => s.totals.answeredRate),
    medianBookedRate: medianRate((s) => s.totals.bookedRate),
    medianConsultedRate: medianRate((s) => s.totals.consultedRate),
    updatedAt: now,
  };
}

/** '3 h 20 min', '45 min', '2 d 4 h': response times in words a firm reads at a glance. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** One month of the marketplace's client funnel: every firm's figures added up. */
export interface MarketplaceMonth {
  month: string;
  leads: number;
  answered: number;
  booked: number;
  consulted: number;
}

/**
 * The marketplace's answered, booked and consulted leads per month (the operator's view of what
 * each firm's Analytics tab shows), from the firms' stored figures; months line up by key, and a
 * firm whose figures predate the funnel adds its leads only.
 */
export function marketplaceFunnel(firms: readonly Pick<FirmStats, 'months'>[]): MarketplaceMonth[] {
  const byMonth = new Map<string, MarketplaceMonth>();
  for (const firm of firms) {
    for (const m of firm.months) {
      const row = byMonth.get(m.month) ?? { month: m.month, leads: 0, answered: 0, booked: 0, consulted: 0 };
      row.leads += m.leads;
      row.answered += m.answered ?? 0;
      row.booked += m.booked ?? 0;
      row.consulted += m.consulted ?? 0;
      byMonth.set(m.month, row);
    }
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}
