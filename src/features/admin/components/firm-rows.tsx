import { Button } from '@/components/ui';
import type { AdminFirmChange } from '@/domain/shared/operator-contract';
import type { AdminFirmRow } from '../api/list-firms';
import { FeaturedToggle, LeadsCell, PlanSelect, ProvinceSelect, RowStatus, StatusBadge } from './firm-row-controls';
import { SuspensionControl } from './suspension-control';
import { useFirmRowChange, type FirmRowEvents } from './use-firm-row-change';

export interface FirmRowProps {
  row: AdminFirmRow;
  /** Leads this month; undefined until counted. */
  used: number | undefined;
  events: FirmRowEvents;
  onSuspensionChanged: (text: string) => void;
  onHistory: (row: AdminFirmRow) => void;
}

function useRowControls(row: AdminFirmRow, events: FirmRowEvents) {
  const { state, busy, change } = useFirmRowChange(row, events);
  const onChange = (before: AdminFirmRow, next: AdminFirmChange) => void change(before, next);
  return { state, controls: { row, onChange, busy } };
}

/** A firm as a table row (wide screens). */
export function FirmTableRow({ row, used, events, onSuspensionChanged, onHistory }: FirmRowProps) {
  const { state, controls } = useRowControls(row, events);
  return (
    <tr className="align-middle">
      <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
        {row.firmName}
        <button
          type="button"
          className="mt-1 block text-xs font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={() => onHistory(row)}
          aria-label={`History for ${row.firmName}`}
        >
          History
        </button>
      </th>
      <td className="px-3 py-3">
        <ProvinceSelect {...controls} />
      </td>
      <td className="px-3 py-3">
        <PlanSelect {...controls} />
      </td>
      <td className="px-3 py-3">
        <FeaturedToggle {...controls} />
      </td>
      <td className="px-3 py-3">
        <StatusBadge row={row} />
      </td>
      <td className="px-3 py-3 text-right tabular-nums">
        <LeadsCell row={row} used={used} />
      </td>
      <td className="px-4 py-3">
        <SuspensionControl row={row} onChanged={onSuspensionChanged} />
        <RowStatus state={state} />
      </td>
    </tr>
  );
}

/** A firm as a card (narrow screens), with labelled controls. */
export function FirmCardRow({ row, used, events, onSuspensionChanged, onHistory }: FirmRowProps) {
  const { state, controls } = useRowControls(row, events);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{row.firmName}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
            <StatusBadge row={row} />
            <span>
              Leads this month: <LeadsCell row={row} used={used} />
            </span>
          </p>
        </div>
        <RowStatus state={state} />
      </div>
      <div className="mt-3 grid gap-3">
        <PlanSelect {...controls} showLabel />
        <ProvinceSelect {...controls} showLabel />
        <div className="flex items-center justify-between">
          <FeaturedToggle {...controls} showLabel />
          <SuspensionControl row={row} onChanged={onSuspensionChanged} />
          <Button variant="ghost" size="sm" onClick={() => onHistory(row)} aria-label={`History for ${row.firmName}`}>
            History
          </Button>
        </div>
      </div>
    </li>
  );
}
