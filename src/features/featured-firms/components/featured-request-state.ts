/**
 * The featured-firm request's path as pure functions, the matching wizard's pattern
 * (docs/matching.md, "Screens"): four steps (spec: terms, details, need, urgency), the URL names
 * the firm and the step (`?request=<firmId>&step=N`, use-featured-request-step.ts) and is the only
 * record of where the client is, the answers live in the form and in the tab's draft. Pure so
 * every rule is unit-tested.
 */
import { DEFAULT_URGENCY, isUrgency } from '@/domain/leads/urgency';
import {
  BUSINESS_SERVICE_TYPES,
  featuredRequestSchema,
  type FeaturedRequest,
  type FeaturedRequestInput,
} from '@/domain/matching/criteria';
import { isRecord } from '@/lib/session-draft';

export const FEATURED_STEPS = ['terms', 'details', 'need', 'urgency'] as const;
export type FeaturedStep = (typeof FEATURED_STEPS)[number];
export const LAST_POSITION = FEATURED_STEPS.length - 1;

export const STEP_TITLES: Record<FeaturedStep, string> = {
  terms: 'Accept the terms',
  details: 'Your details',
  need: 'Your legal need',
  urgency: 'How urgent is it?',
};

type Field = keyof FeaturedRequestInput;

/** The fields each step checks before Continue moves on; choosing an urgency submits the whole form. */
const STEP_FIELDS: Record<FeaturedStep, readonly Field[]> = {
  terms: ['legalTermsAccepted'],
  details: ['firstName', 'lastName', 'email'],
  need: ['serviceType', 'additionalDetails', 'description'],
  urgency: ['urgency'],
};

export const stepAt = (position: number): FeaturedStep => FEATURED_STEPS[clampPosition(position)]!;
export const fieldsOf = (position: number): readonly Field[] => STEP_FIELDS[stepAt(position)];
const clampPosition = (position: number) => Math.min(Math.max(Math.trunc(position), 0), LAST_POSITION);

/** The form's answers: the terms box starts unticked (no value), since the schema accepts only `true`. */
export type FeaturedAnswers = Omit<FeaturedRequestInput, 'legalTermsAccepted'> &
  Partial<Pick<FeaturedRequestInput, 'legalTermsAccepted'>>;

export const EMPTY_ANSWERS: FeaturedAnswers = {
  firstName: '',
  lastName: '',
  email: '',
  serviceType: 'collections',
  additionalDetails: '',
  urgency: DEFAULT_URGENCY,
  description: '',
};

/** True when every field of the step passes the request's own schema. */
function stepPasses(position: number, answers: FeaturedAnswers): boolean {
  const shape = featuredRequestSchema.shape;
  return fieldsOf(position).every((field) => shape[field].safeParse(answers[field]).success);
}

/**
 * Where a step named in the URL may be shown: every step before it must pass, so a URL typed in,
 * a reload whose draft is gone, or Forward after an answer was emptied comes to the first step
 * needing attention. Past the last step: the last.
 */
export function settledPosition(requested: number, answers: FeaturedAnswers): number {
  const target = clampPosition(requested);
  for (let position = 0; position < target; position++) if (!stepPasses(position, answers)) return position;
  return target;
}

// --- The URL -----------------------------------------------------------------------------------

const REQUEST_PARAM = 'request';
const STEP_PARAM = 'step';

/** The open request in a URL's search: the firm it goes to and the position (0-based; `step=N` is N - 1). */
export function requestInUrl(search: string): { firmId: string; position: number } | null {
  const params = new URLSearchParams(search);
  const firmId = params.get(REQUEST_PARAM);
  if (!firmId) return null;
  const step = Number(params.get(STEP_PARAM));
  return { firmId, position: Number.isInteger(step) && step > 1 ? clampPosition(step - 1) : 0 };
}

/**
 * The search naming this request and step (null: no request open), keeping the page's other
 * parameters (the open province on /featured-firms). The first step has no `step`, as in the wizard.
 */
export function searchWith(search: string, request: { firmId: string; position: number } | null): string {
  const params = new URLSearchParams(search);
  params.delete(REQUEST_PARAM);
  params.delete(STEP_PARAM);
  if (request) {
    params.set(REQUEST_PARAM, request.firmId);
    if (request.position > 0) params.set(STEP_PARAM, String(clampPosition(request.position) + 1));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// --- The tab's draft ---------------------------------------------------------------------------

/** What the tab keeps: the firm the answers are for and the answers, never the step (the URL has it). */
export interface FeaturedDraft {
  firmId: string;
  answers: Partial<FeaturedAnswers>;
}

export const toDraft = (firmId: string, answers: Partial<FeaturedAnswers>): FeaturedDraft => ({ firmId, answers });

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'additionalDetails', 'description'] as const;

/**
 * A stored draft back into answers for this firm, or null when there is none for it. The draft is
 * untrusted (another version of the app, or a person editing storage, wrote it): a field of the
 * wrong type or an unknown choice falls back to its empty answer.
 */
export function fromDraft(value: unknown, firmId: string): FeaturedAnswers | null {
  if (!isRecord(value) || value.firmId !== firmId || !isRecord(value.answers)) return null;
  const stored = value.answers;
  const answers: FeaturedAnswers = { ...EMPTY_ANSWERS };
  for (const field of TEXT_FIELDS) if (typeof stored[field] === 'string') answers[field] = stored[field];
  if (stored.legalTermsAccepted === true) answers.legalTermsAccepted = true;
  const serviceType = stored.serviceType;
  if (typeof serviceType === 'string' && (BUSINESS_SERVICE_TYPES as readonly string[]).includes(serviceType)) {
    answers.serviceType = serviceType as FeaturedRequestInput['serviceType'];
  }
  if (isUrgency(stored.urgency)) answers.urgency = stored.urgency;
  return answers;
}

/** The request as sent: empty optional fields left out (the callable SDK would send an undefined as null). */
export function requestToSend(request: FeaturedRequest): FeaturedRequest {
  const { additionalDetails, description, ...required } = request;
  return { ...required, ...(additionalDetails ? { additionalDetails } : {}), ...(description ? { description } : {}) };
}
