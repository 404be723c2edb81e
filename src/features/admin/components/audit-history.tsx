import { useEffect, useState } from 'react';
import { PLANS, isPlanId } from '@/domain/payments/plans';
import { type AuditEntry } from '@/domain/shared/operator-contract';
import { Alert, Button, LoadingBlock } from '@/components/ui';
import { listAuditLog } from '../api/list-audit-log';
import type { AdminFirmRow } from '../api/list-firms';
import { formatSastDateTime } from '@/domain/shared/format';

const FIELD_LABELS: Record<AuditEntry['field'], string> = {
  plan: 'Plan',
  featured: 'Featured',
  province: 'Province',
  admin: 'Operator access',
  'personal-data': 'Personal data erased',
  review: 'Review',
  verification: 'Verification',
  suspension: 'Suspended',
  account: 'Account closed',
  'response-pause': 'Paused from matching (no response)',
  'legal-update': 'Legal update sent',
  'lead-report': 'Lead report decided',
  'contact-dispute': 'Contact dispute decided',
  'data-subject-request': 'Data-subject request',
  'translation-reviewer': 'Translation reviewer',
  'translation-suggestion': 'Translation suggestion decided',
  'translation-export': 'Translation suggestions exported',
  'security-compromise': 'Security compromise',
};

function show(value: unknown): string {
  if (value === null || value === undefined) return 'not set';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isPlanId(value)) return PLANS[value].name;
  return String(value);
}

/** Who changed what, when: all firms, or one firm's history. */
export function AuditHistory({
  firm,
  onShowAll,
  version,
}: {
  firm: AdminFirmRow | null;
  onShowAll: () => void;
  version: number;
}) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setEntries(null);
    setFailed(false);
    listAuditLog(firm?.id).then(
      (found) => !cancelled && setEntries(found),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [firm?.id, version]);

  return (
    <section aria-labelledby="history-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="history-heading" className="text-lg font-semibold text-brand-950">
          {firm ? `Change history: ${firm.firmName}` : 'Change history'}
        </h2>
        {firm && (
          <Button variant="ghost" size="sm" onClick={onShowAll}>
            Show all changes
          </Button>
        )}
      </div>
      {failed && (
        <Alert tone="error" className="mt-3">
          Could not load the change history. Please try again.
        </Alert>
      )}
      {!failed && !entries && <LoadingBlock label="Loading history..." />}
      {entries && entries.length === 0 && <p className="mt-3 text-sm text-slate-700">No changes recorded yet.</p>}
      {entries && entries.length > 0 && (
        <ol className="mt-3 divide-y divide-slate-100" aria-label="Changes, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2.5 text-sm text-slate-800">
              <span className="font-semibold">{FIELD_LABELS[entry.field] ?? entry.field}</span>
              {!firm && entry.firmName ? ` of ${entry.firmName}` : ''}: {show(entry.before)} → {show(entry.after)}
              {entry.checks && entry.checks.length > 0 && (
                <span className="block text-xs text-slate-700">Checked: {entry.checks.join(', ')}</span>
              )}
              {entry.reason && <span className="block text-xs text-slate-700">Reason: {entry.reason}</span>}
              {entry.note && <span className="block text-xs text-slate-700">Note: {entry.note}</span>}
              <span className="block text-xs text-slate-600">
                by {entry.by?.email ?? entry.by?.uid ?? 'unknown'}
                {entry.at ? ` on ${formatSastDateTime(entry.at)}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
