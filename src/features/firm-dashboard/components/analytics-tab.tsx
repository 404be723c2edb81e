import { BRAND_NAME } from '@/domain/shared/brand';
import type { ChartConfiguration, Scale } from 'chart.js';
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Card, EmptyState, LoadingBlock } from '@/components/ui';
import { RowHeaderTable, type RowHeaderTableLook } from '@/components/ui/row-header-table';
import { formatMinutes, groupByPracticeArea, type FirmStats, type ProvinceBenchmark } from '@/domain/firms/stats';
import { LEAD_STATUSES, type LeadStatus } from '@/domain/leads/lead-documents';
import { fetchAllFirmLeads } from '../api/export-leads';
import { useFirmStats } from '../api/firm-stats';
import { ChartCanvas } from './chart-canvas';
import { practiceLabel } from './lead-list';
import { showMonthLabel } from './month-ticks';
import { formatMonthKey, formatSastDateTime } from '@/domain/shared/format';

const STATUS_LABEL: Record<LeadStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};
const BRAND = '#1d4ed8';
const ACCENT = '#f59e0b';
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
/** '3 (60%)': a count and its share of the month's leads. */
const withRate = (count: number, leads: number) => (leads === 0 ? String(count) : `${count} (${percent(count / leads)})`);

/** A chart with its figures as a table: the table is always in the page for screen readers. */
function Figures({
  title,
  description,
  chart,
  table,
}: {
  title: string;
  description?: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-brand-950">{title}</h3>
          {description && <p className="text-sm text-slate-600">{description}</p>}
        </div>
        <button
          type="button"
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
          className="rounded text-sm font-medium text-brand-800 underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {asTable ? 'Show chart' : 'Show table'}
        </button>
      </div>
      <div className="mt-3">
        {!asTable && chart}
        <div className={asTable ? 'overflow-x-auto' : 'sr-only'}>{table}</div>
      </div>
    </Card>
  );
}

const CHART_TABLE: RowHeaderTableLook = {
  table: 'w-full text-sm',
  headRow: 'border-b border-slate-200 text-left text-slate-600',
  headCell: (column) => (column === 0 ? 'py-1 pr-3' : 'py-1 pr-3 text-right'),
  bodyRow: 'border-b border-slate-100',
  rowHead: 'py-1 pr-3 text-left font-medium text-slate-800',
  cell: 'py-1 pr-3 text-right tabular-nums text-slate-800',
};

function Table(props: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return <RowHeaderTable {...props} look={CHART_TABLE} />;
}

const axes = (yTitle?: string, horizontal = false) => ({
  indexAxis: horizontal ? ('y' as const) : ('x' as const),
  plugins: { legend: { display: false } },
  scales: {
    [horizontal ? 'x' : 'y']: {
      beginAtZero: true,
      ticks: { precision: 0 },
      title: yTitle ? { display: true, text: yTitle } : undefined,
    },
    [horizontal ? 'y' : 'x']: { ticks: { autoSkip: true, maxRotation: 0 } },
  },
});

/** A month axis that always labels the current month (month-ticks.ts), not Chart.js's own skipping. */
const monthAxes = (yTitle: string) => {
  const base = axes(yTitle);
  return {
    ...base,
    scales: {
      ...base.scales,
      x: {
        ticks: {
          autoSkip: false,
          maxRotation: 0,
          callback(this: Scale, value: string | number, index: number, ticks: unknown[]) {
            return showMonthLabel(index, ticks.length, this.chart.width) ? this.getLabelForValue(Number(value)) : '';
          },
        },
      },
    },
  };
};

/** Conversion by practice area: a 0–100 % axis, every tick with its unit. */
export const conversionAxes = () => ({
  indexAxis: 'y' as const,
  plugins: { legend: { display: false } },
  scales: {
    x: {
      beginAtZero: true,
      max: 100,
      ticks: { callback: (value: string | number) => `${value}%` },
      title: { display: true, text: 'Leads converted (%)' },
    },
    y: { ticks: { autoSkip: false } },
  },
});

function Comparison({
  stats,
  benchmark,
  province,
}: {
  stats: FirmStats;
  benchmark: ProvinceBenchmark | null;
  province: string | null;
}) {
  const ready = benchmark && benchmark.medianLeadsPerMonth !== null;
  const rows: [string, string, string][] = [
    ['Leads per month', String(stats.totals.leadsPerMonth), ready ? String(benchmark.medianLeadsPerMonth) : '—'],
    ['Conversion rate', percent(stats.totals.conversionRate), ready ? percent(benchmark.medianConversionRate) : '—'],
    [
      'Median response time',
      formatMinutes(stats.totals.medianResponseMinutes),
      ready ? formatMinutes(benchmark.medianResponseMinutes) : '—',
    ],
    // The client funnel (issue 35): answered inside the platform, booked, consultation held.
    ['Answered', percent(stats.totals.answeredRate ?? null), ready ? percent(benchmark.medianAnsweredRate ?? null) : '—'],
    ['Booked', percent(stats.totals.bookedRate ?? null), ready ? percent(benchmark.medianBookedRate ?? null) : '—'],
    ['Consulted', percent(stats.totals.consultedRate ?? null), ready ? percent(benchmark.medianConsultedRate ?? null) : '—'],
  ];
  return (
    <Card className="min-w-0">
      <h3 className="font-semibold text-brand-950">You and the median firm{province ? ` in ${province}` : ''}</h3>
      <p className="text-sm text-slate-600">
        {ready
          ? `The middle firm among ${benchmark.firmCount} firms with figures in your province, over the last twelve months. No firm is named.`
          : 'Too few firms in your province have figures yet for a fair comparison. It appears once at least three do.'}
      </p>
      <div className="mt-3 overflow-x-auto">
        <Table
          caption={`Your figures and the median firm${province ? ` in ${province}` : ''}`}
          head={['Measure', 'Your firm', 'Median firm']}
          rows={rows}
        />
      </div>
    </Card>
  );
}

export default function AnalyticsTab({
  firmId,
  firmName,
  province,
}: {
  firmId: string;
  firmName: string;
  province: string | null;
}) {
  const { loading, error, stats, benchmark } = useFirmStats(firmId, province);
  const [exporting, setExporting] = useState(false);
  const [exportMessage, setExportMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const charts = useMemo(() => {
    if (!stats) return null;
    const months = stats.months.map((m) => formatMonthKey(m.month, 'short'));
    const areas = groupByPracticeArea(stats.byPracticeArea).slice(0, 8);
    return {
      leads: {
        type: 'bar',
        data: { labels: months, datasets: [{ label: 'Leads', data: stats.months.map((m) => m.leads), backgroundColor: BRAND }] },
        options: monthAxes('Leads'),
      } satisfies ChartConfiguration,
      clientFunnel: {
        type: 'bar',
        data: {
          labels: months,
          datasets: [
            { label: 'Answered', data: stats.months.map((m) => m.answered ?? 0), backgroundColor: BRAND },
            { label: 'Booked', data: stats.months.map((m) => m.booked ?? 0), backgroundColor: ACCENT },
            { label: 'Consulted', data: stats.months.map((m) => m.consulted ?? 0), backgroundColor: '#15803d' },
          ],
        },
        options: monthAxes('Leads'),
      } satisfies ChartConfiguration,
      funnel: {
        type: 'bar',
        data: {
          labels: LEAD_STATUSES.map((s) => STATUS_LABEL[s]),
          datasets: [
            {
              label: 'Leads',
              data: LEAD_STATUSES.map((s) => stats.funnel[s]),
              backgroundColor: [ACCENT, BRAND, '#15803d', '#64748b'],
            },
          ],
        },
        options: axes(undefined, true),
      } satisfies ChartConfiguration,
      response: {
        type: 'line',
        data: {
          labels: months,
          datasets: [
            {
              label: 'Median response (hours)',
              data: stats.months.map((m) =>
                m.medianResponseMinutes === null ? null : Math.round((m.medianResponseMinutes / 60) * 10) / 10,
              ),
              borderColor: BRAND,
              backgroundColor: BRAND,
              spanGaps: true,
            },
          ],
        },
        options: monthAxes('Hours'),
      } satisfies ChartConfiguration,
      conversion: {
        type: 'bar',
        data: {
          labels: areas.map((a) => practiceLabel(a.practiceArea)),
          datasets: [
            {
              label: 'Conversion %',
              data: areas.map((a) => Math.round((a.converted / a.leads) * 100)),
              backgroundColor: '#15803d',
            },
          ],
        },
        options: conversionAxes(),
      } satisfies ChartConfiguration,
    };
  }, [stats]);

  const exportCsv = async () => {
    setExporting(true);
    setExportMessage(null);
    try {
      // papaparse loads only when a firm asks for a CSV.
      const [leads, { csvFileName, downloadCsv, leadsToCsv }] = await Promise.all([
        fetchAllFirmLeads(firmId),
        import('./leads-csv'),
      ]);
      downloadCsv(leadsToCsv(leads), csvFileName(firmName, Date.now()));
      setExportMessage({
        tone: 'success',
        text: `Downloaded ${leads.length === 1 ? '1 lead' : `${leads.length} leads`} as CSV.`,
      });
    } catch {
      setExportMessage({ tone: 'error', text: 'We could not export your leads. Please try again.' });
    } finally {
      setExporting(false);
    }
  };

  if (loading) return <LoadingBlock label="Loading your analytics..." />;
  if (error) return <Alert tone="error">We could not load your analytics. Please refresh the page.</Alert>;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-brand-950">Analytics</h2>
          <p className="text-sm text-slate-600">
            {stats ? `Last twelve months. Figures updated ${formatSastDateTime(stats.updatedAt)}.` : 'Last twelve months.'}
          </p>
        </div>
        <Button variant="secondary" onClick={exportCsv} busy={exporting}>
          Download leads (CSV)
        </Button>
      </div>
      {exportMessage && <Alert tone={exportMessage.tone}>{exportMessage.text}</Alert>}
      {!stats || !charts ? (
        <EmptyState title="No figures yet">Your figures appear here once your first lead arrives.</EmptyState>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              ['Leads, 12 months', String(stats.totals.leads)],
              ['Converted', String(stats.totals.converted)],
              ['Conversion rate', percent(stats.totals.conversionRate)],
              ['Median response', formatMinutes(stats.totals.medianResponseMinutes)],
            ].map(([label, value]) => (
              <Card key={label} className="min-w-0">
                <p className="text-sm font-medium text-slate-600">{label}</p>
                <p className="mt-1 text-2xl font-bold text-brand-950">{value}</p>
              </Card>
            ))}
          </div>
          <Figures
            title="Leads per month"
            chart={<ChartCanvas config={charts.leads} />}
            table={
              <Table
                caption="Leads per month"
                head={['Month', 'Leads']}
                rows={stats.months.map((m) => [formatMonthKey(m.month, 'long'), m.leads])}
              />
            }
          />
          <Figures
            title="Answered, booked and consulted"
            description={`Of each month's leads: answered through ${BRAND_NAME}, booked for a consultation, and consulted (the booked time has come). Rates are of the month's leads.`}
            chart={<ChartCanvas config={charts.clientFunnel} />}
            table={
              <Table
                caption="Answered, booked and consulted per month"
                head={['Month', 'Leads', 'Answered', 'Booked', 'Consulted']}
                rows={stats.months.map((m) => [
                  formatMonthKey(m.month, 'long'),
                  m.leads,
                  withRate(m.answered ?? 0, m.leads),
                  withRate(m.booked ?? 0, m.leads),
                  withRate(m.consulted ?? 0, m.leads),
                ])}
              />
            }
          />
          <div className="grid gap-6 xl:grid-cols-2">
            <Figures
              title="Status funnel"
              description="Where your leads of the last twelve months stand now."
              chart={<ChartCanvas config={charts.funnel} className="relative h-48 w-full" />}
              table={
                <Table
                  caption="Leads by status"
                  head={['Status', 'Leads']}
                  rows={LEAD_STATUSES.map((s) => [STATUS_LABEL[s], stats.funnel[s]])}
                />
              }
            />
            <Figures
              title="Median response time"
              description="From a lead arriving to your first status change, by month the lead arrived."
              chart={<ChartCanvas config={charts.response} className="relative h-48 w-full" />}
              table={
                <Table
                  caption="Median response time per month"
                  head={['Month', 'Median response', 'Responses']}
                  rows={stats.months.map((m) => [
                    formatMonthKey(m.month, 'long'),
                    formatMinutes(m.medianResponseMinutes),
                    m.responses,
                  ])}
                />
              }
            />
          </div>
          <Figures
            title="Conversion by practice area"
            chart={
              stats.byPracticeArea.length > 0 ? (
                <ChartCanvas config={charts.conversion} className="relative h-64 w-full" />
              ) : (
                <p className="text-sm text-slate-600">No leads in the last twelve months.</p>
              )
            }
            table={
              <Table
                caption="Conversion by practice area"
                head={['Practice area', 'Leads', 'Converted', 'Conversion rate']}
                rows={groupByPracticeArea(stats.byPracticeArea).map((a) => [
                  practiceLabel(a.practiceArea) || a.practiceArea,
                  a.leads,
                  a.converted,
                  percent(a.converted / a.leads),
                ])}
              />
            }
          />
          <Comparison stats={stats} benchmark={benchmark} province={province} />
        </>
      )}
    </div>
  );
}
