import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ADMIN_STATUS_CLEAR_MS, adminUpdateFailedMessage, OPERATOR_MESSAGES, PLANS, type AdminFirmChange } from '@/domain';
import { Alert, Button, EmptyState, LoadingBlock, TextField } from '@/components/ui';
import { listFirms, loadLeadsThisMonth, type AdminFirmRow } from '../api/list-firms';
import { updateFirm } from '../api/update-firm';
import { useMediaQuery } from '../hooks/use-media-query';
import { AuditHistory } from './audit-history';
import {
  FeaturedToggle,
  LeadsCell,
  PlanSelect,
  ProvinceSelect,
  RowStatus,
  StatusBadge,
  type RowState,
} from './firm-row-controls';

export const FIRMS_PAGE_SIZE = 20;

/** Lower-cased text a row is searched by: name, province, plan name, status, id. */
const searchText = (row: AdminFirmRow) =>
  `${row.firmName} ${row.province} ${PLANS[row.packageType]?.name ?? ''} ${row.status} ${row.id}`.toLowerCase();

export function FirmManagement() {
  const [firms, setFirms] = useState<AdminFirmRow[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [leads, setLeads] = useState<Record<string, number>>({});
  const [rowStates, setRowStates] = useState<Record<string, RowState>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [historyFirm, setHistoryFirm] = useState<AdminFirmRow | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const wide = useMediaQuery('(min-width: 960px)');

  const load = useCallback(() => {
    setLoadError(false);
    setFirms(null);
    listFirms().then(setFirms, () => setLoadError(true));
  }, []);
  useEffect(load, [load]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const filtered = useMemo(() => {
    const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (firms ?? []).filter((row) => terms.every((t) => searchText(row).includes(t)));
  }, [firms, search]);
  const pageCount = Math.max(1, Math.ceil(filtered.length / FIRMS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const visible = useMemo(
    () => filtered.slice(currentPage * FIRMS_PAGE_SIZE, (currentPage + 1) * FIRMS_PAGE_SIZE),
    [filtered, currentPage],
  );
  const visibleKey = visible.map((r) => r.id).join(',');

  useEffect(() => {
    if (visible.length === 0) return;
    let cancelled = false;
    loadLeadsThisMonth(visible).then((found) => {
      if (!cancelled) setLeads((prev) => ({ ...prev, ...found }));
    });
    return () => {
      cancelled = true;
    };
    // Reload only when the set of rows on screen changes, not on every status change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKey]);

  function setRowState(firmId: string, state: RowState | null) {
    clearTimeout(timers.current.get(firmId));
    setRowStates((prev) => {
      const next = { ...prev };
      if (state) next[firmId] = state;
      else delete next[firmId];
      return next;
    });
    if (state === 'success') {
      timers.current.set(
        firmId,
        setTimeout(() => setRowState(firmId, null), ADMIN_STATUS_CLEAR_MS),
      );
    }
  }

  const applyChange = (row: AdminFirmRow, change: AdminFirmChange): AdminFirmRow => {
    if (change.field === 'plan') return { ...row, packageType: change.value };
    if (change.field === 'featured') return { ...row, isFeatured: change.value };
    return { ...row, province: change.value };
  };
  const replaceRow = (next: AdminFirmRow) => setFirms((prev) => (prev ?? []).map((f) => (f.id === next.id ? next : f)));

  async function change(row: AdminFirmRow, change: AdminFirmChange) {
    setRowState(row.id, 'updating');
    setNotice(null);
    // The control shows the new value at once and goes back if the server refuses it.
    replaceRow(applyChange(row, change));
    try {
      await updateFirm(row.id, change);
      if (change.field === 'plan') {
        setLeads((prev) => ({ ...prev, [row.id]: 0 }));
        setNotice({ tone: 'success', text: OPERATOR_MESSAGES.subscriptionUpdated });
      }
      setRowState(row.id, 'success');
      setHistoryVersion((v) => v + 1);
    } catch (error) {
      replaceRow(row);
      setRowState(row.id, 'failed');
      setNotice({ tone: 'error', text: adminUpdateFailedMessage(change.field, (error as Error).message || 'unknown error') });
    }
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
        <TextField
          label="Search firms"
          type="search"
          placeholder="Name, province or plan"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
          className="w-full sm:max-w-sm"
        />
        <p className="text-sm text-slate-700" aria-live="polite">
          {filtered.length} of {firms.length} firms
        </p>
      </div>

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      {visible.length === 0 ? (
        <EmptyState title="No firms found">Try another name, province or plan.</EmptyState>
      ) : wide ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Firms, page {currentPage + 1} of {pageCount}
            </caption>
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
                <tr key={row.id} className="align-middle">
                  <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                    {row.firmName}
                    <button
                      type="button"
                      className="mt-1 block text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                      onClick={() => setHistoryFirm(row)}
                      aria-label={`History for ${row.firmName}`}
                    >
                      History
                    </button>
                  </th>
                  <td className="px-3 py-3">
                    <ProvinceSelect row={row} onChange={change} busy={rowStates[row.id] === 'updating'} />
                  </td>
                  <td className="px-3 py-3">
                    <PlanSelect row={row} onChange={change} busy={rowStates[row.id] === 'updating'} />
                  </td>
                  <td className="px-3 py-3">
                    <FeaturedToggle row={row} onChange={change} busy={rowStates[row.id] === 'updating'} />
                  </td>
                  <td className="px-3 py-3">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="px-3 py-3 text-right tabular-nums">
                    <LeadsCell row={row} used={leads[row.id]} />
                  </td>
                  <td className="px-4 py-3">
                    <RowStatus state={rowStates[row.id]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={`Firms, page ${currentPage + 1} of ${pageCount}`}>
          {visible.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{row.firmName}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                    <StatusBadge status={row.status} />
                    <span>
                      Leads this month: <LeadsCell row={row} used={leads[row.id]} />
                    </span>
                  </p>
                </div>
                <RowStatus state={rowStates[row.id]} />
              </div>
              <div className="mt-3 grid gap-3">
                <PlanSelect row={row} onChange={change} busy={rowStates[row.id] === 'updating'} showLabel />
                <ProvinceSelect row={row} onChange={change} busy={rowStates[row.id] === 'updating'} showLabel />
                <div className="flex items-center justify-between">
                  <FeaturedToggle row={row} onChange={change} busy={rowStates[row.id] === 'updating'} showLabel />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setHistoryFirm(row)}
                    aria-label={`History for ${row.firmName}`}
                  >
                    History
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 && (
        <nav className="flex items-center justify-between gap-3" aria-label="Firm pages">
          <Button variant="secondary" size="sm" disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {currentPage + 1} of {pageCount}
          </span>
          <Button variant="secondary" size="sm" disabled={currentPage >= pageCount - 1} onClick={() => setPage(currentPage + 1)}>
            Next
          </Button>
        </nav>
      )}

      <AuditHistory firm={historyFirm} onShowAll={() => setHistoryFirm(null)} version={historyVersion} />
    </div>
  );
}
