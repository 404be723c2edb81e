import { useId, useState, type ReactNode } from 'react';
import type { ConsultationMethod } from '@/domain/firms/options';
import type { VerificationBadgeSource } from '@/domain/firms/verification-badge';
import type { MatchReason } from '@/domain/matching/score';
import { type PlanId } from '@/domain/payments/plan-ids';
import { languageName } from '@/domain/shared/languages';
import { ENGLISH_FIRM_CARD_WORDS, type FirmCardWords } from './firm-card-words';
import { cn } from './ui/cn';
import { FirmLogo, RatingSummary } from './ui/firm-identity';
import { Badge } from './ui/layout';

/** The public fields every firm card shows (results, featured list, featured province page). */
export interface FirmCardFirm {
  firmName: string;
  logoUrl: string | null;
  primaryCity: string;
  province: string;
  rating: number;
  reviewCount: number;
  teamSize: string;
  /**
   * The firm's measured median response time over the last 90 days (kept by functions, null or
   * absent until it has answered enough leads). The free-text responseTime is never shown.
   */
  medianResponseMinutes?: number | null;
  description: string;
  languages: readonly string[];
  consultationFees: number;
  consultationMethods: readonly string[];
  packageType: PlanId;
  /** The public verification summary: the "Verified" badge shows only when it says verified. */
  verification?: VerificationBadgeSource | null;
}

const BORDER: Record<PlanId, string> = {
  premium_plus: 'border-purple-400',
  premium: 'border-amber-400',
  free: 'border-slate-200',
};

/** 'Soweto, Gauteng': the city says where the firm is; the province alone is too wide to choose by. */
function firmLocation(firm: Pick<FirmCardFirm, 'primaryCity' | 'province'>): string {
  const city = firm.primaryCity.trim();
  return city && city.toLowerCase() !== firm.province.toLowerCase() ? `${city}, ${firm.province}` : firm.province;
}

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

/** "Verified: on the Legal Practice Council roll; Fidelity Fund certificate for 2026", or nothing. */
function VerifiedBadge({
  verification,
  words = ENGLISH_FIRM_CARD_WORDS,
}: {
  verification: VerificationBadgeSource | null | undefined;
  words?: Pick<FirmCardWords, 'verified'>;
}) {
  const text = words.verified(verification);
  if (!text) return null;
  return (
    <p className="inline-flex items-start gap-1 self-start rounded-md bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900">
      <CheckIcon />
      <span>{text}</span>
    </p>
  );
}

export interface FirmCardProps {
  firm: FirmCardFirm;
  /** The card's heading level in the page outline. */
  headingLevel?: 2 | 3;
  /** Featured pages mark the firm as featured. */
  featured?: boolean;
  /** Results: how well the firm matches, and why. */
  match?: { score: number; reasons: readonly MatchReason[] };
  /** 'row' puts the action beside the card's body from the sm breakpoint (results' further matches). */
  layout?: 'stacked' | 'row';
  /** Controlled details (a page that keeps one card's details open at a time); otherwise the card keeps its own. */
  details?: { open: boolean; onToggle: () => void };
  /** The button (or note) at the foot of the card; full width on a phone so the name keeps the card's width. */
  action: ReactNode;
  /** More to show in the details once they are open (the firm's reviews), rendered only then. */
  moreDetails?: () => ReactNode;
  /** The card's words: a translated page passes its language's; English otherwise. */
  words?: FirmCardWords;
}

/**
 * One firm card for results and featured pages. The name, logo and location sit on their own row
 * and the action below it (beside it only on wide screens), so at 375 px a long firm name wraps by
 * words, never two or three letters per line beside a button.
 */
export function FirmCard({
  firm,
  headingLevel = 3,
  featured = false,
  match,
  layout = 'stacked',
  details,
  action,
  moreDetails,
  words = ENGLISH_FIRM_CARD_WORDS,
}: FirmCardProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = details ? details.open : ownOpen;
  const toggle = details ? details.onToggle : () => setOwnOpen((v) => !v);
  const detailsId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const row = layout === 'row';
  return (
    <article
      aria-label={firm.firmName}
      data-plan={firm.packageType}
      className={cn(
        'flex h-full min-w-0 flex-col rounded-2xl border-2 bg-white p-5 shadow-sm [overflow-wrap:anywhere]',
        BORDER[firm.packageType] ?? BORDER.free,
        row && 'sm:flex-row sm:items-start sm:gap-6',
      )}
    >
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex items-start gap-3">
          <FirmLogo name={firm.firmName} logoUrl={firm.logoUrl} />
          <div className="min-w-0 flex-1">
            {featured && <Badge className="bg-accent-400/20 text-amber-900">Featured</Badge>}
            {/* Names, not words: a browser's translator leaves them alone, and so does the stray-English check (issue 38). */}
            <Heading className="text-lg font-bold [overflow-wrap:anywhere] text-brand-950">
              <span translate="no">{firm.firmName}</span>
            </Heading>
            <p translate="no" className="text-sm text-slate-600">
              {firmLocation(firm)}
            </p>
            <RatingSummary rating={firm.rating} reviewCount={firm.reviewCount} words={words} />
          </div>
          {match && (
            <div className="flex-none text-right">
              <p className="text-2xl font-extrabold text-brand-800">{match.score}%</p>
              <p className="text-xs text-slate-600">{words.match}</p>
            </div>
          )}
        </div>
        {/* The card's full width: beside the logo and the score, 'Regspraktykraad' broke mid-word at 375 px. */}
        <VerifiedBadge verification={firm.verification} words={words} />
        <div className="flex flex-wrap gap-2">
          <Badge>{words.plan(firm.packageType)}</Badge>
          {firm.teamSize && <Badge className="bg-slate-100 text-slate-700">{words.team(firm.teamSize)}</Badge>}
          {typeof firm.medianResponseMinutes === 'number' && (
            <Badge className="bg-slate-100 text-slate-700">{words.medianResponse(firm.medianResponseMinutes)}</Badge>
          )}
        </div>
        {match && match.reasons.length > 0 && (
          <ul aria-label={words.whyMatches} className="space-y-1 text-sm text-slate-800">
            {match.reasons.map((reason) => (
              <li key={reason.type + reason.description} className="flex gap-2">
                <CheckIcon />
                <span>
                  <span className="sr-only">{words.reasonLabel(reason.type)}: </span>
                  {words.reason(reason)}
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
            onClick={toggle}
            className="text-sm font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {open ? words.hideDetails : words.moreDetails}
          </button>
          <div id={detailsId} hidden={!open} className="mt-3 space-y-2 text-sm text-slate-700">
            <p>{firm.description}</p>
            <p>
              <strong>{words.languages}</strong> {firm.languages.map(languageName).join(', ') || words.notListed}
            </p>
            <p>
              <strong>{words.consultationFee}</strong> {words.fee(firm.consultationFees)}
            </p>
            <p>
              <strong>{words.consultationMethods}</strong>{' '}
              {firm.consultationMethods.map((m) => words.method(m as ConsultationMethod)).join(', ') || words.notListed}
            </p>
            {open && moreDetails?.()}
          </div>
        </div>
      </div>
      <div className={cn('mt-4 [&>button]:w-full', row && 'sm:mt-0 sm:[&>button]:w-auto')}>{action}</div>
    </article>
  );
}
