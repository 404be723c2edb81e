/**
 * The matching wizard's path as a pure state machine (spec section 4): views, sub-steps, the steps
 * behind (Back) and ahead (Forward) of the current one. Every step is a browser history entry (the
 * component keeps `position` in the URL), so the browser's Back and Forward buttons walk the same
 * path as the wizard's own buttons. The answers live in the form (useZodForm with the domain's
 * matchingWizardSchema); transitions that depend on them receive them. Pure so every transition
 * is unit-tested.
 */
import type { BusinessServiceType, SearchCriteria } from '@/domain/matching/criteria';
import { isIncomeBandId } from '@/domain/matching/legal-aid';
import type { MatchingWizardAnswers, MatchingWizardField } from '@/domain/matching/wizard';
import { loadedWizardRules, wizardRules } from './wizard-rules';

export type WizardView =
  'legalTerms' | 'userType' | 'personalDetails' | 'businessDetails' | 'location' | 'legalNeeds' | 'services';

export interface WizardStep {
  view: WizardView;
  sub: number;
}

/** Everything the client answers; only the matching part is sent (toSearchCriteria). */
export type WizardData = MatchingWizardAnswers;

export type WizardErrors = Partial<Record<MatchingWizardField, string>>;

export interface WizardState {
  step: WizardStep;
  /** The steps behind the current one, oldest first (Back). */
  history: WizardStep[];
  /** The steps the client went back from, nearest first (Forward); a new Continue drops them. */
  forward: WizardStep[];
}

export const EMPTY_DATA: WizardData = {
  legalTermsAccepted: false,
  userType: '',
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  contactName: '',
  location: '',
  city: '',
  serviceType: '',
  additionalDetails: '',
  legalNeed: '',
  specificItem: '',
  description: '',
  incomeBand: '',
  shareWithOtherFirms: false,
  reroute: false,
};

export const TOTAL_STEPS = 5;

export function initialWizardState(): WizardState {
  return { step: { view: 'legalTerms', sub: 0 }, history: [], forward: [] };
}

/** How many steps lie behind the current one: the wizard's place in the browser history. */
export const position = (state: WizardState): number => state.history.length;

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

export type WizardAction =
  /** Continue, with the answers as they are (a step that does not pass stays put). */
  | { type: 'next'; data: WizardData }
  /** A choice that is itself the step's answer (user type, service type) moves straight on. */
  | { type: 'advance'; data: WizardData }
  | { type: 'back' }
  /** The browser moved to another of the wizard's history entries (Back, Forward, or a reload). */
  | { type: 'goTo'; position: number; data: WizardData }
  /** The tab's stored draft, put back after the first render (which must match the prerendered page). */
  | { type: 'restore'; state: WizardState };

/** The answers each screen asks for, by view and sub-step. */
const STEP_FIELDS: Record<WizardView, readonly (readonly MatchingWizardField[])[]> = {
  legalTerms: [['legalTermsAccepted']],
  userType: [['userType']],
  personalDetails: [['firstName', 'lastName'], ['email']],
  businessDetails: [['companyName'], ['contactName'], ['email']],
  location: [['location'], ['city']],
  services: [['serviceType'], ['additionalDetails']],
  legalNeeds: [['legalNeed', 'description']],
};

/** The fields a step checks before it moves on (the form triggers exactly these). */
export const fieldsOf = (step: WizardStep): readonly MatchingWizardField[] => STEP_FIELDS[step.view][step.sub] ?? [];

/**
 * Errors for a step, from the form's own schema; empty means the step may advance. The form shows
 * the same messages (it validates with the same schema). Needs loadWizardRules() resolved.
 */
export function validateStep(step: WizardStep, data: WizardData): WizardErrors {
  const result = wizardRules().matchingWizardSchema.safeParse(data);
  const fields = fieldsOf(step);
  const errors: WizardErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as MatchingWizardField;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

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
export function nextStep(step: WizardStep, data: WizardData): WizardStep | null {
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

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      if (Object.keys(validateStep(state.step, action.data)).length > 0) return state;
      return advance(state, action.data);
    case 'advance':
      return advance(state, action.data);
    case 'back':
      return back(state);
    case 'goTo': {
      let next = state;
      while (position(next) > action.position && next.history.length > 0) next = back(next);
      // Forward replays Continue over the steps already seen: a step whose answers were changed
      // since (Back, then a field emptied) stops the walk there, so nothing invalid is ever skipped.
      while (position(next) < action.position && next.forward.length > 0) {
        if (loadedWizardRules() && Object.keys(validateStep(next.step, action.data)).length > 0) break;
        const [ahead, ...rest] = next.forward;
        next = { ...next, step: ahead!, history: [...next.history, next.step], forward: rest };
      }
      return next;
    }
    case 'restore':
      return action.state;
  }
}

/** Back keeps everything typed on the step it leaves (the form holds it), so Forward finds it again. */
function back(state: WizardState): WizardState {
  const previous = state.history[state.history.length - 1];
  if (!previous) return state;
  return { step: previous, history: state.history.slice(0, -1), forward: [state.step, ...state.forward] };
}

function advance(state: WizardState, data: WizardData): WizardState {
  const next = nextStep(state.step, data);
  if (!next) return state;
  return { step: next, history: [...state.history, state.step], forward: [] };
}

/**
 * The first step on the path to the current one whose answers no longer pass (checked before the
 * final submit, e.g. after a reload or Forward without the rules), or null when all pass.
 */
export function firstInvalidStep(
  state: WizardState,
  data: WizardData,
): { position: number; step: WizardStep; errors: WizardErrors } | null {
  const path = [...state.history, state.step];
  for (let i = 0; i < path.length; i++) {
    const errors = validateStep(path[i]!, data);
    if (Object.keys(errors).length > 0) return { position: i, step: path[i]!, errors };
  }
  return null;
}

/** What the tab's session keeps: the path and the answers, never the messages. */
export type WizardDraft = WizardState & { data: WizardData };

export const toDraft = ({ step, history, forward }: WizardState, data: WizardData): WizardDraft => ({
  step,
  history,
  forward,
  data,
});

const VIEWS: readonly WizardView[] = [
  'legalTerms',
  'userType',
  'personalDetails',
  'businessDetails',
  'location',
  'legalNeeds',
  'services',
];

const isStep = (value: unknown): value is WizardStep => {
  const step = value as Partial<WizardStep> | null;
  return (
    typeof step === 'object' &&
    step !== null &&
    VIEWS.includes(step.view as WizardView) &&
    Number.isInteger(step.sub) &&
    step.sub! >= 0 &&
    step.sub! < SUB_STEPS[step.view as WizardView]
  );
};

/**
 * A stored draft back into a path and answers, or null if it is not one this version wrote.
 * Fields of the wrong type fall back to empty; the path must start at the terms step.
 */
export function fromDraft(value: unknown): { state: WizardState; data: WizardData } | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const { step, history, forward } = draft;
  if (!isStep(step) || !Array.isArray(history) || !Array.isArray(forward)) return null;
  if (!history.every(isStep) || !forward.every(isStep)) return null;
  if ((history[0] ?? step).view !== 'legalTerms' || history.length + forward.length > 20) return null;
  const stored = (typeof draft.data === 'object' && draft.data !== null ? draft.data : {}) as Record<string, unknown>;
  const data = Object.fromEntries(
    Object.entries(EMPTY_DATA).map(([key, empty]) => [key, typeof stored[key] === typeof empty ? stored[key] : empty]),
  ) as unknown as WizardData;
  if (data.userType !== '' && data.userType !== 'person' && data.userType !== 'business') data.userType = '';
  if (data.serviceType !== '' && !SERVICE_TYPES.includes(data.serviceType)) data.serviceType = '';
  if (data.incomeBand !== '' && !isIncomeBandId(data.incomeBand)) data.incomeBand = '';
  return { state: { step, history, forward }, data };
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
