import { useCallback, useEffect, useState } from 'react';
import { FIRM_STATUSES } from '@/domain/firms/profile';
import { PLAN_IDS } from '@/domain/payments/plan-ids';
import { PLANS } from '@/domain/payments/plans';
import { OPERATOR_MESSAGES } from '@/domain/shared/operator-contract';
import { PROVINCES } from '@/domain/shared/provinces';
import { Alert, Button, EmptyState, LoadingBlock, SelectField, TextField } from '@/components/ui';
import {
  listFirms,
  loadLeadsThisMonth,
  type AdminFirmPage,
  type AdminFirmRow,
  type FirmListFilter,
  type FirmListQuery,
} from '../api/list-firms';
import { useMediaQuery } from '../hooks/use-media-query';
import { AuditHistory } from './audit-history';
import { FirmCardRow, FirmTableRow } from './firm-rows';
import { type FirmNotice, type FirmRowEvents } from './use-firm-row-change';

/** The one-field filters the list offers beside the name search (each has its index). */
const FILTER_OPTIONS: { label: string; options: { value: string; label: string; filter: FirmListFilter }[] }[] = [
  {
    label: 'Plan',
    options: PLAN_IDS.map((id) => ({ value: `plan:${id}`, label: PLANS[id].name, filter: { field: 'plan', value: id } })),
  },
  {
    label: 'Status',
    options: FIRM_STATUSES.map((s) => ({
      value: `status:${s}`,
      label: s === 'active' ? 'Active' : 'Inactive',
      filter: { field: 'status', value: s },
    })),
  },
  {
    label: 'Province',
    options: PROVINCES.map((p) => ({ value: `province:${p}`, label: p, filter: { field: 'province', value: p } })),
  },
];
const filterFor = (value: string): FirmListFilter =>
  FILTER_OPTIONS.flatMap((g) => g.options).find((o) => o.value === value)?.filter ?? { field: 'all' };

/** `version` changes when another panel (the verification queue) changed firms: the page reloads. */
export function FirmManagement({ version = 0 }: { version?: number } = {}) {
  const [firms, setFirms] = useState<AdminFirmRow[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [typed, setTyped] = useState('');
  const [filterValue, setFilterValue] = useState('all');
  const [listQuery, setListQuery] = useState<FirmListQuery>({ search: '', filter: { field: 'all' } });
  /** cursors[i] is where page i starts; the entry after the current page exists when there is a next page. */
  const [cursors, setCursors] = useState<AdminFirmPage['next'][]>([null]);
  const [page, setPage] = useState(0);
  const [leads, setLeads] = useState<Record<string, number>>({});
  const [notice, setNotice] = useState<FirmNotice>(null);
  const [historyFirm, setHistoryFirm] = useState<AdminFirmRow | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const wide = useMediaQuery('(min-width: 960px)');

  const load = useCallback(() => {
    let cancelled = false;
    setLoadError(false);
    setFirms(null);
    listFirms(listQuery, cursors[page] ?? null).then(
      (found) => {
        if (cancelled) return;
        setFirms(found.rows);
        setCursors((prev) => [...prev.slice(0, page + 1), ...(found.next ? [found.next] : [])]);
      },
      () => !cancelled && setLoadError(true),
    );
    return () => {
      cancelled = true;
    };
    // A page loads when the query or the page changes; the cursors it writes do not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listQuery, page, version]);
  useEffect(load, [load]);

  const visible = firms ?? [];
  const hasNext = cursors.length > page + 1;
  const visibleKey = visible.map((r) => r.id).join(',');

  function runQuery(next: FirmListQuery) {
    setListQuery(next);
    setCursors([null]);
    setPage(0);
  }

  useEffect(() => {
    if (visible.length === 0) return;
    let cancelled = false;
    loadLeadsThisMonth(visible)
      .then((found) => {
        if (!cancelled) setLeads((prev) => ({ ...prev, ...found }));
      })
      // The leads column is a figure beside the row; without it the row still works.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Reload only when the set of rows on screen changes, not on every status change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKey]);

  const replaceRow = (next: AdminFirmRow) => setFirms((prev) => (prev ?? []).map((f) => (f.id === next.id ? next : f)));
  const rowEvents: FirmRowEvents = {
    onRow: replaceRow,
    onNotice: setNotice,
    onSaved: (row, change) => {
      if (change.field === 'plan') {
        setLeads((prev) => ({ ...prev, [row.id]: 0 }));
        setNotice({ tone: 'success', text: OPERATOR_MESSAGES.subscriptionUpdated });
      }
      setHistoryVersion((v) => v + 1);
    },
  };
  const rowProps = (row: AdminFirmRow) => ({
    row,
    used: leads[row.id],
    events: rowEvents,
    onSuspensionChanged: suspensionChanged,
    onHistory: setHistoryFirm,
  });

  function suspensionChanged(text: string) {
    setNotice({ tone: 'success', text });
    setHistoryVersion((v) => v + 1);
    load();
  }

  if (loadError) {
    return (
      <Alert tone="error" title={OPERATOR_MESSAGES.loadFirmsFailed}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!firms) return <LoadingBlock label="Loading firms..." />;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <form
          role="search"
          aria-label="Firms"
          className="flex w-full flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            runQuery({ search: typed, filter: filterFor(filterValue) });
          }}
        >
          <TextField
            label="Search firms"
            type="search"
            placeholder="Start of the firm's name"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="w-full sm:max-w-xs"
          />
          <SelectField
            label="Show"
            value={filterValue}
            onChange={(e) => {
              setFilterValue(e.target.value);
              runQuery({ search: typed, filter: filterFor(e.target.value) });
            }}
            className="w-full sm:max-w-xs"
          >
            <option value="all">All firms</option>
            {FILTER_OPTIONS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </div>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      {visible.length === 0 ? (
        <EmptyState title="No firms found">Try the start of another name, or show all firms.</EmptyState>
      ) : wide ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Firms, page {page + 1}</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Firm
                </th>
                <th scope="col" className="px-3 py-3">
                  Province
                </th>
                <th scope="col" className="px-3 py-3">
                  Plan
                </th>
                <th scope="col" className="px-3 py-3">
                  Featured
                </th>
                <th scope="col" className="px-3 py-3">
                  Status
                </th>
                <th scope="col" className="px-3 py-3 text-right">
                  Leads this month
                </th>
                <th scope="col" className="px-4 py-3">
                  Update
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {visible.map((row) => (
                <FirmTableRow key={row.id} {...rowProps(row)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={`Firms, page ${page + 1}`}>
          {visible.map((row) => (
            <FirmCardRow key={row.id} {...rowProps(row)} />
          ))}
        </ul>
      )}

      {(page > 0 || hasNext) && (
        <nav className="flex items-center justify-between gap-3" aria-label="Firm pages">
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">Page {page + 1}</span>
          <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}

      <AuditHistory firm={historyFirm} onShowAll={() => setHistoryFirm(null)} version={historyVersion} />
    </div>
  );
}
