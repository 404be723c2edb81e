/**
 * Every word a firm card says, as one object, so the translated results page can hand the card its
 * own language (src/features/results/components/translated-card-words.ts) while the featured pages,
 * which stay English and must not load a catalog, use ENGLISH_FIRM_CARD_WORDS. No imports beyond
 * light word modules: the card is on public pages (docs/performance.md).
 */
import { consultationMethodLabel, type ConsultationMethod } from '@/domain/firms/options';
import { medianResponseLabel } from '@/domain/firms/response-words';
import { verifiedBadgeText, type VerificationBadgeSource } from '@/domain/firms/verification-badge';
import type { MatchReason } from '@/domain/matching/score';
import type { PlanId } from '@/domain/payments/plan-ids';
import { PLANS } from '@/domain/payments/plans';
import { formatRand } from '@/domain/shared/money';

export interface FirmCardWords {
  /** Under the match percentage. */
  match: string;
  plan: (id: PlanId) => string;
  team: (size: string) => string;
  medianResponse: (minutes: number) => string;
  verified: (verification: VerificationBadgeSource | null | undefined) => string | null;
  noReviews: string;
  reviews: (count: number) => string;
  whyMatches: string;
  reasonLabel: (type: MatchReason['type'] | string) => string;
  /** A match reason's words (the scorer writes them in English). */
  reason: (reason: MatchReason) => string;
  moreDetails: string;
  hideDetails: string;
  languages: string;
  notListed: string;
  consultationFee: string;
  fee: (rand: number) => string;
  consultationMethods: string;
  method: (id: ConsultationMethod) => string;
}

const REASON_LABEL: Record<string, string> = {
  location: 'Location',
  expertise: 'Expertise',
  language: 'Language',
  response_time: 'Response',
};

export const ENGLISH_FIRM_CARD_WORDS: FirmCardWords = {
  match: 'match',
  plan: (id) => PLANS[id]?.name ?? 'Free',
  team: (size) => `Team: ${size}`,
  medianResponse: medianResponseLabel,
  verified: verifiedBadgeText,
  noReviews: 'No reviews yet',
  reviews: (count) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  whyMatches: 'Why this firm matches',
  reasonLabel: (type) => REASON_LABEL[type] ?? 'Reason',
  reason: (reason) => reason.description,
  moreDetails: 'More Details',
  hideDetails: 'Hide Details',
  languages: 'Languages:',
  notListed: 'Not listed',
  consultationFee: 'Consultation fee:',
  fee: (rand) => (rand > 0 ? formatRand(rand) : 'Free first consultation'),
  consultationMethods: 'Consultation methods:',
  method: consultationMethodLabel,
};
