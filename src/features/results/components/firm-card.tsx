import { useId, useState } from 'react';
import { Badge, Button, FirmLogo, RatingSummary } from '@/components/ui';
import {
  consultationMethodLabel,
  formatRand,
  languageName,
  PLANS,
  type ConsultationMethod,
  type MatchedFirm,
  type PlanId,
} from '@/domain';

const planLabel = (id: string) => PLANS[id as PlanId]?.name ?? 'Free';

const reasonLabel: Record<string, string> = {
  location: 'Location',
  expertise: 'Expertise',
  language: 'Language',
  response_time: 'Response',
};

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 h-4 w-4 flex-none text-green-600">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** One matched firm with every field the spec lists; details fold away so the list stays scannable. */
export function FirmCard({
  firm,
  prominent,
  requested = false,
  onGetMatched,
}: {
  firm: MatchedFirm;
  prominent: boolean;
  /** This firm already has the client's request: say so instead of offering to send it again. */
  requested?: boolean;
  onGetMatched: () => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const border =
    firm.packageType === 'premium_plus'
      ? 'border-purple-400'
      : firm.packageType === 'premium'
        ? 'border-amber-400'
        : 'border-slate-200';
  return (
    <article
      aria-label={firm.firmName}
      className={`flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm ${border} ${prominent ? '' : 'sm:flex-row sm:items-start sm:gap-6'}`}
    >
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex items-start gap-3">
          <FirmLogo name={firm.firmName} logoUrl={firm.logoUrl} />
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-bold break-words text-brand-950">{firm.firmName}</h3>
            <p className="text-sm text-slate-600">{firm.primaryServiceArea}</p>
            <RatingSummary rating={firm.rating} reviewCount={firm.reviewCount} />
          </div>
          <div className="flex-none text-right">
            <p className="text-2xl font-extrabold text-brand-800">{firm.matchScore}%</p>
            <p className="text-xs text-slate-600">match</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>{planLabel(firm.packageType)}</Badge>
          {firm.teamSize && <Badge className="bg-slate-100 text-slate-700">Team: {firm.teamSize}</Badge>}
          {firm.responseTime && <Badge className="bg-slate-100 text-slate-700">Responds: {firm.responseTime}</Badge>}
        </div>
        {firm.matchingReasons.length > 0 && (
          <ul aria-label="Why this firm matches" className="space-y-1 text-sm text-slate-800">
            {firm.matchingReasons.map((reason) => (
              <li key={reason.type + reason.description} className="flex gap-2">
                <CheckIcon />
                <span>
                  <span className="sr-only">{reasonLabel[reason.type] ?? 'Reason'}: </span>
                  {reason.description}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((v) => !v)}
            className="text-sm font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {open ? 'Hide Details' : 'More Details'}
          </button>
          <div id={detailsId} hidden={!open} className="mt-3 space-y-2 text-sm text-slate-700">
            <p>{firm.description}</p>
            <p>
              <strong>Languages:</strong> {firm.languages.map(languageName).join(', ') || 'Not listed'}
            </p>
            <p>
              <strong>Consultation fee:</strong>{' '}
              {firm.consultationFees > 0 ? formatRand(firm.consultationFees) : 'Free first consultation'}
            </p>
            <p>
              <strong>Consultation methods:</strong>{' '}
              {firm.consultationMethods.map((m) => consultationMethodLabel(m as ConsultationMethod)).join(', ') || 'Not listed'}
            </p>
          </div>
        </div>
      </div>
      <div className={prominent ? 'mt-4' : 'mt-4 sm:mt-0'}>
        {requested ? (
          <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
            Your request was sent to this firm
          </p>
        ) : (
          <Button className="w-full sm:w-auto" onClick={onGetMatched}>
            Get Matched<span className="sr-only"> with {firm.firmName}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
