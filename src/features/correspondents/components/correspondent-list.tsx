import { Badge, Card } from '@/components/ui';
import { planOf } from '@/domain/payments/plans';
import { CORRESPONDENT_COURT_TYPES, type CorrespondentCourt } from '@/domain/shared/courts';
import type { CorrespondentFirm } from '../api/find-correspondents';
import { CorrespondentRequest } from './correspondent-request';
import type { RankedCorrespondent } from './rank-correspondents';

const LEVEL_LABEL = { exact: 'Exact match', province: 'Same province', nearby: 'Nearby' } as const;

/** The ranked correspondents, each with how near it is and the way to send it a request. */
export function CorrespondentList({
  results,
  court,
}: {
  results: RankedCorrespondent<CorrespondentFirm>[];
  court: CorrespondentCourt;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Correspondent firms">
      {results.map(({ firm, level }) => (
        <li key={firm.id}>
          <Card className="h-full">
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-semibold text-brand-950">{firm.firmName}</h2>
              <Badge className={level === 'exact' ? 'bg-green-100 text-green-900' : undefined}>{LEVEL_LABEL[level]}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {firm.primaryCity}, {firm.province}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              Courts:{' '}
              {(firm.correspondentCourts ?? [])
                .map((c) => CORRESPONDENT_COURT_TYPES.find((t) => t.id === c)?.label ?? c)
                .join(', ')}
            </p>
            {firm.rating > 0 && (
              <p className="mt-1 text-xs text-slate-600">
                Rated {firm.rating.toFixed(1)} of 5 · {planOf(firm.packageType).name}
              </p>
            )}
            <CorrespondentRequest firm={firm} court={court} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
