import { RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
import { PLAN_IDS, type PlanId } from '@/domain/payments/plan-ids';
import { PLANS } from '@/domain/payments/plans';
import { OPERATOR_MESSAGES, type AdminFirmChange } from '@/domain/shared/operator-contract';
import { PROVINCES } from '@/domain/shared/provinces';
import { Badge, cn, inputClasses } from '@/components/ui';
import type { AdminFirmRow } from '../api/list-firms';

/** The per-row controls and cells of the operator's firm table, shared by its table and card layouts. */

export type RowState = 'updating' | 'success' | 'failed';

const PLAN_BADGE: Record<PlanId, string> = {
  free: 'bg-slate-100 text-slate-800',
  premium: 'bg-amber-100 text-amber-900',
  premium_plus: 'bg-purple-100 text-purple-900',
};
export interface ControlProps {
  row: AdminFirmRow;
  onChange: (row: AdminFirmRow, change: AdminFirmChange) => void;
  busy: boolean;
  showLabel?: boolean;
}

function ControlLabel({ id, text, visible }: { id: string; text: string; visible?: boolean }) {
  return (
    <label htmlFor={id} className={visible ? 'mb-1 block text-xs font-medium text-slate-700' : 'sr-only'}>
      {text}
    </label>
  );
}

export function PlanSelect({ row, onChange, busy, showLabel }: ControlProps) {
  const id = `plan-${row.id}`;
  return (
    <div>
      <ControlLabel id={id} text={showLabel ? 'Plan' : `Plan for ${row.firmName}`} visible={showLabel} />
      <select
        id={id}
        aria-label={`Plan for ${row.firmName}`}
        className={cn(inputClasses(), 'min-w-[9rem] py-1.5', PLAN_BADGE[row.packageType])}
        value={row.packageType}
        disabled={busy}
        onChange={(e) => onChange(row, { field: 'plan', value: e.target.value as PlanId })}
      >
        {PLAN_IDS.map((id) => (
          <option key={id} value={id}>
            {PLANS[id].name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ProvinceSelect({ row, onChange, busy, showLabel }: ControlProps) {
  const id = `province-${row.id}`;
  return (
    <div>
      <ControlLabel id={id} text="Province" visible={showLabel} />
      <select
        id={id}
        aria-label={`Province for ${row.firmName}`}
        className={cn(inputClasses(), 'min-w-[9rem] py-1.5')}
        value={row.province}
        disabled={busy}
        onChange={(e) => onChange(row, { field: 'province', value: e.target.value as (typeof PROVINCES)[number] })}
      >
        {!PROVINCES.includes(row.province as (typeof PROVINCES)[number]) && (
          <option value={row.province}>{row.province || 'Not set'}</option>
        )}
        {PROVINCES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FeaturedToggle({ row, onChange, busy, showLabel }: ControlProps) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="h-5 w-5 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        checked={row.isFeatured}
        disabled={busy}
        aria-label={`Featured: ${row.firmName}`}
        onChange={(e) => onChange(row, { field: 'featured', value: e.target.checked })}
      />
      <span className={showLabel ? undefined : 'sr-only'}>Featured</span>
    </label>
  );
}

const VERIFICATION_BADGE: Record<AdminFirmRow['verification'], { label: string; className: string }> = {
  verified: { label: 'Verified', className: 'bg-green-100 text-green-900' },
  pending: { label: 'Pending verification', className: 'bg-amber-100 text-amber-900' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-900' },
};

/** Active or inactive, the verification state, and Suspended or Paused (no response) when it is. */
export function StatusBadge({ row }: { row: Pick<AdminFirmRow, 'status' | 'verification' | 'suspended' | 'responsePaused'> }) {
  const verification = VERIFICATION_BADGE[row.verification];
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge className={row.status === 'active' ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}>
        {row.status === 'active' ? 'Active' : 'Inactive'}
      </Badge>
      <Badge className={verification.className}>{verification.label}</Badge>
      {row.suspended && <Badge className="bg-red-700 text-white">Suspended</Badge>}
      {row.responsePaused && <Badge className="bg-orange-100 text-orange-950">{RESPONSE_PAUSE_MESSAGES.adminBadge}</Badge>}
    </span>
  );
}

export function LeadsCell({ row, used }: { row: AdminFirmRow; used: number | undefined }) {
  if (used === undefined)
    return (
      <span className="text-slate-500">
        …<span className="sr-only">loading</span>
      </span>
    );
  if (used < 0) return <span title="Could not read this firm's account">n/a</span>;
  const limit = PLANS[row.packageType]?.monthlyLeads ?? -1;
  return <span>{limit > 0 ? `${used} / ${limit}` : used}</span>;
}

export function RowStatus({ state }: { state: RowState | undefined }) {
  const text =
    state === 'updating'
      ? OPERATOR_MESSAGES.updating
      : state === 'success'
        ? OPERATOR_MESSAGES.success
        : state === 'failed'
          ? OPERATOR_MESSAGES.failed
          : '';
  return (
    <span
      role="status"
      className={cn(
        'inline-block min-w-[5.5rem] text-sm font-semibold',
        state === 'updating' && 'text-slate-600',
        state === 'success' && 'text-green-700',
        state === 'failed' && 'text-red-700',
      )}
    >
      {text}
    </span>
  );
}
