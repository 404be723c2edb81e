import { useEffect, useRef, useState } from 'react';
import { ADMIN_STATUS_CLEAR_MS, adminUpdateFailedMessage, type AdminFirmChange } from '@/domain/shared/operator-contract';
import { useMutation } from '@/lib/use-mutation';
import type { AdminFirmRow } from '../api/list-firms';
import { updateFirm } from '../api/update-firm';
import type { RowState } from './firm-row-controls';

export type FirmNotice = { tone: 'success' | 'error'; text: string } | null;

export interface FirmRowEvents {
  /** The row as it should show now: the new value at once, the old one back after a refusal. */
  onRow: (row: AdminFirmRow) => void;
  onNotice: (notice: FirmNotice) => void;
  /** A change the server stored (the plan reset the month's lead count; history has a new entry). */
  onSaved: (row: AdminFirmRow, change: AdminFirmChange) => void;
}

const applyChange = (row: AdminFirmRow, change: AdminFirmChange): AdminFirmRow => {
  if (change.field === 'plan') return { ...row, packageType: change.value };
  if (change.field === 'featured') return { ...row, isFeatured: change.value };
  return { ...row, province: change.value };
};

/**
 * One firm row's changes in the operator's table, on useMutation: the control shows the new value
 * at once and goes back if the server refuses it; the row says Updating..., then Success! (cleared
 * after ADMIN_STATUS_CLEAR_MS) or Failed!, and the table's notice words a refusal for the field.
 * Each row has its own, so the operator can change one firm while another is still saving.
 */
export function useFirmRowChange(row: AdminFirmRow, events: FirmRowEvents) {
  const [state, setState] = useState<RowState | undefined>(undefined);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);
  const saving = useMutation((change: AdminFirmChange) => updateFirm(row.id, change), {
    fallback: 'unknown error',
    // The table's notice says it, with the field's wording (below).
    onError: () => true,
  });

  async function change(before: AdminFirmRow, change: AdminFirmChange) {
    if (saving.isRunning()) return;
    clearTimeout(clearTimer.current);
    setState('updating');
    events.onNotice(null);
    events.onRow(applyChange(before, change));
    const outcome = await saving.mutate(change);
    if (outcome.ok) {
      events.onSaved(before, change);
      setState('success');
      clearTimer.current = setTimeout(() => setState(undefined), ADMIN_STATUS_CLEAR_MS);
    } else {
      events.onRow(before);
      setState('failed');
      events.onNotice({ tone: 'error', text: adminUpdateFailedMessage(change.field, outcome.failure ?? 'unknown error') });
    }
  }

  return { state, busy: state === 'updating', change };
}
