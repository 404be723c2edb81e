/**
 * The matching wizard's path as pure functions (spec section 4): views, sub-steps, and which step
 * stands at each position. The URL names the position (`?step=N`, use-wizard-step.ts) and is the
 * only record of where the client is; the answers live in the form (useZodForm with the domain's
 * matchingWizardSchema). The steps behind and ahead of a position follow from the answers (the
 * user type picks the branch), so Back and Forward are the browser's own history entries and
 * nothing here keeps a copy of them. Pure so every rule is unit-tested.
 */
import type { BusinessServiceType, SearchCriteria } from '@/domain/matching/criteria';
import { isIncomeBandId } from '@/domain/matching/legal-aid';
import type { MatchingWizardAnswers, MatchingWizardField } from '@/domain/matching/wizard';
import { EMPTY_WIZARD_ANSWERS } from '@/domain/matching/wizard-empty';
import { isLanguageCode } from '@/domain/shared/languages';
import { wizardRules } from './wizard-rules';

export type WizardView =
  'legalTerms' | 'userType' | 'personalDetails' | 'businessDetails' | 'location' | 'legalNeeds' | 'services';

export interface WizardStep {
  view: WizardView;
  sub: number;
}

/** Everything the client answers; only the matching part is sent (toSearchCriteria). */
export type WizardData = MatchingWizardAnswers;

export type WizardErrors = Partial<Record<MatchingWizardField, string>>;

export const EMPTY_DATA: WizardData = EMPTY_WIZARD_ANSWERS;

/** 1-based position for the step indicator. */
export function stepNumber(view: WizardView): number {
  switch (view) {
    case 'legalTerms':
      return 1;
    case 'userType':
      return 2;
    case 'personalDetails':
    case 'businessDetails':
      return 3;
    case 'location':
      return 4;
    default:
      return 5;
  }
}

/** The answers each screen asks for, by view and sub-step. */
const STEP_FIELDS: Record<WizardView, readonly (readonly MatchingWizardField[])[]> = {
  legalTerms: [['legalTermsAccepted']],
  userType: [['userType']],
  personalDetails: [
    ['firstName', 'lastName'],
    ['email', 'messagingPhone'],
  ],
  businessDetails: [['companyName'], ['contactName'], ['email', 'messagingPhone']],
  location: [['location'], ['city', 'lawyerLanguage']],
  services: [['serviceType'], ['additionalDetails']],
  legalNeeds: [['legalNeed', 'description']],
};

/** The fields a step checks before it moves on (the form triggers exactly these). */
export const fieldsOf = (step: WizardStep): readonly MatchingWizardField[] => STEP_FIELDS[step.view][step.sub] ?? [];

/** Every refused answer with its message (the first per field), from one check with the form's schema. */
function refusedAnswers(data: WizardData): WizardErrors {
  const errors: WizardErrors = {};
  for (const issue of wizardRules().matchingWizardSchema.safeParse(data).error?.issues ?? []) {
    const field = issue.path[0] as MatchingWizardField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const errorsOn = (step: WizardStep, refused: WizardErrors): WizardErrors =>
  Object.fromEntries(fieldsOf(step).flatMap((field) => (refused[field] ? [[field, refused[field]]] : [])));

/**
 * Errors for a step, from the form's own schema; empty means the step may advance. The form shows
 * the same messages (it validates with the same schema). Needs loadWizardRules() resolved.
 */
export const validateStep = (step: WizardStep, data: WizardData): WizardErrors => errorsOn(step, refusedAnswers(data));

/**
 * The answers to set when one changes: picking another province clears the city, a new legal need
 * clears the item chosen for the old one, and another service type starts its details afresh
 * (the same one keeps what was typed).
 */
export function answerChange<F extends MatchingWizardField>(
  data: WizardData,
  field: F,
  value: WizardData[F],
): Partial<WizardData> {
  const change: Partial<WizardData> = { [field]: value };
  if (field === 'location' && value !== data.location) change.city = '';
  if (field === 'legalNeed' && value !== data.legalNeed) change.specificItem = '';
  if (field === 'serviceType' && value !== data.serviceType) change.additionalDetails = '';
  return change;
}

const SUB_STEPS: Record<WizardView, number> = {
  legalTerms: 1,
  userType: 1,
  personalDetails: 2,
  businessDetails: 3,
  location: 2,
  services: 2,
  legalNeeds: 1,
};

/** Where Continue goes; null on the last step (which submits instead). */
function nextStep(step: WizardStep, data: WizardData): WizardStep | null {
  if (step.sub + 1 < SUB_STEPS[step.view]) return { view: step.view, sub: step.sub + 1 };
  switch (step.view) {
    case 'legalTerms':
      return { view: 'userType', sub: 0 };
    case 'userType':
      return { view: data.userType === 'business' ? 'businessDetails' : 'personalDetails', sub: 0 };
    case 'personalDetails':
    case 'businessDetails':
      return { view: 'location', sub: 0 };
    case 'location':
      return { view: data.userType === 'business' ? 'services' : 'legalNeeds', sub: 0 };
    default:
      return null;
  }
}

/** The last step of either branch: its button submits the request. */
export const isFinalStep = (step: WizardStep): boolean => nextStep(step, EMPTY_DATA) === null;

/** The steps a client with these answers walks, in order: position N is the N-th entry (0-based). */
export function wizardPath(data: WizardData): WizardStep[] {
  const path: WizardStep[] = [{ view: 'legalTerms', sub: 0 }];
  for (let next = nextStep(path[0]!, data); next; next = nextStep(next, data)) path.push(next);
  return path;
}

/** The step at a position of the path (past its end: the last step). */
export function stepAt(position: number, data: WizardData): WizardStep {
  const path = wizardPath(data);
  return path[Math.min(Math.max(position, 0), path.length - 1)]!;
}

/**
 * The first step up to and including `position` whose answers do not pass, with its messages, or
 * null when all pass (checked before the final submit, and when the URL names a step).
 */
export function firstInvalidStep(
  position: number,
  data: WizardData,
): { position: number; step: WizardStep; errors: WizardErrors } | null {
  const refused = refusedAnswers(data);
  const path = wizardPath(data).slice(0, position + 1);
  for (let i = 0; i < path.length; i++) {
    const errors = errorsOn(path[i]!, refused);
    if (Object.keys(errors).length > 0) return { position: i, step: path[i]!, errors };
  }
  return null;
}

/**
 * Where a position named in the URL may be shown: every step before it must pass, so a URL that
 * skips a step, or one whose answer was removed since (Back, a field emptied, then Forward), comes
 * to the first step that needs attention; a position past the end of the path comes to its last
 * step. Needs loadWizardRules() resolved.
 */
export function settledPosition(requested: number, data: WizardData): number {
  const last = wizardPath(data).length - 1;
  const target = Math.min(Math.max(requested, 0), last);
  if (target === 0) return 0;
  const invalid = firstInvalidStep(target - 1, data);
  return invalid ? invalid.position : target;
}

/** What the tab's session keeps: the answers, never the messages (the URL keeps the step). */
export interface WizardDraft {
  answers: WizardData;
}

export const toDraft = (data: WizardData): WizardDraft => ({ answers: data });

/**
 * A stored draft back into answers, or null if it is not one this version wrote (drafts of the
 * version that kept the path beside the answers are dropped). Fields of the wrong type fall back
 * to empty.
 */
export function fromDraft(value: unknown): { data: WizardData } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { answers } = value as Record<string, unknown>;
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return null;
  const stored = answers as Record<string, unknown>;
  const data = Object.fromEntries(
    Object.entries(EMPTY_DATA).map(([key, empty]) => [key, typeof stored[key] === typeof empty ? stored[key] : empty]),
  ) as unknown as WizardData;
  if (data.userType !== '' && data.userType !== 'person' && data.userType !== 'business') data.userType = '';
  if (data.serviceType !== '' && !SERVICE_TYPES.includes(data.serviceType)) data.serviceType = '';
  if (data.incomeBand !== '' && !isIncomeBandId(data.incomeBand)) data.incomeBand = '';
  if (!isLanguageCode(data.lawyerLanguage)) data.lawyerLanguage = '';
  return { data };
}

// Spelled out (not the schemas' BUSINESS_SERVICE_TYPES): the schemas load with the first touch, after this runs.
const SERVICE_TYPES: readonly string[] = ['collections', 'other'] satisfies readonly BusinessServiceType[];

/** The criteria the server receives, or null if the data is not complete. */
export function toSearchCriteria(data: WizardData): SearchCriteria | null {
  const common = {
    legalTermsAccepted: true as const,
    location: data.location as SearchCriteria['location'],
    city: data.city.trim(),
    email: data.email.trim(),
    ...(isLanguageCode(data.lawyerLanguage) ? { lawyerLanguage: data.lawyerLanguage } : {}),
  };
  if (data.userType === 'business') {
    if (!data.serviceType) return null;
    return {
      ...common,
      userType: 'business',
      companyName: data.companyName.trim(),
      contactName: data.contactName.trim(),
      serviceType: data.serviceType,
      ...(data.additionalDetails.trim() ? { additionalDetails: data.additionalDetails.trim() } : {}),
    };
  }
  const { resolveLegalNeed, categoryOfSubcategory } = wizardRules();
  const subcategory = resolveLegalNeed(data.legalNeed);
  const category = subcategory ? categoryOfSubcategory(subcategory.id) : null;
  if (!subcategory || !category) return null;
  return {
    ...common,
    userType: 'person',
    firstName: data.firstName.trim(),
    lastName: data.lastName.trim(),
    practiceArea: category.id as Extract<SearchCriteria, { userType: 'person' }>['practiceArea'],
    subcategory: subcategory.id,
    ...(data.specificItem ? { specificItem: data.specificItem } : {}),
    ...(data.description.trim() ? { description: data.description.trim() } : {}),
  };
}

/** Back from the results page: the wizard starts again with what the client entered. */
export function dataFromCriteria(
  criteria: SearchCriteria | undefined,
  subcategoryName: (id: string) => string,
): Partial<WizardData> {
  if (!criteria) return {};
  const common = {
    legalTermsAccepted: true,
    userType: criteria.userType,
    email: criteria.email,
    location: criteria.location,
    city: criteria.city,
    lawyerLanguage: criteria.lawyerLanguage ?? '',
  };
  if (criteria.userType === 'business') {
    return {
      ...common,
      companyName: criteria.companyName,
      contactName: criteria.contactName,
      serviceType: criteria.serviceType,
      additionalDetails: criteria.additionalDetails ?? '',
    };
  }
  return {
    ...common,
    firstName: criteria.firstName,
    lastName: criteria.lastName,
    legalNeed: subcategoryName(criteria.subcategory),
    specificItem: criteria.specificItem ?? '',
    description: criteria.description ?? '',
  };
}
