/**
 * The matching wizard as a pure state machine (spec section 4): views, sub-steps, the steps behind
 * (Back) and ahead (Forward) of the current one, and the data each step keeps. Every step is a
 * browser history entry (the component keeps `position` in the URL), so the browser's Back and
 * Forward buttons walk the same path as the wizard's own buttons. Pure so every transition is
 * unit-tested.
 */
import type { BusinessServiceType, SearchCriteria, UserType } from '@/domain';
import type { IncomeBandId } from '@/domain/legal-aid';
import { resolveLegalNeed } from '@/domain/legal-need-search';
import { categoryOfSubcategory } from '@/domain/taxonomy';
import { loadedWizardRules, wizardRules } from './wizard-rules';

export type WizardView =
  'legalTerms' | 'userType' | 'personalDetails' | 'businessDetails' | 'location' | 'legalNeeds' | 'services';

export interface WizardStep {
  view: WizardView;
  sub: number;
}

export interface WizardData {
  legalTermsAccepted: boolean;
  userType: UserType | '';
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  contactName: string;
  location: string;
  city: string;
  serviceType: BusinessServiceType | '';
  additionalDetails: string;
  legalNeed: string;
  specificItem: string;
  description: string;
  /** Optional, people only: decides whether the results show Legal Aid. Never sent to the server. */
  incomeBand: IncomeBandId | '';
  /** The client's consent choices on the last step: unticked unless the client ticks them. */
  shareWithOtherFirms: boolean;
  reroute: boolean;
}

export type WizardErrors = Partial<Record<keyof WizardData | 'form', string>>;

export interface WizardState {
  step: WizardStep;
  /** The steps behind the current one, oldest first (Back). */
  history: WizardStep[];
  /** The steps the client went back from, nearest first (Forward); a new Continue drops them. */
  forward: WizardStep[];
  data: WizardData;
  errors: WizardErrors;
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

export function initialWizardState(data: Partial<WizardData> = {}): WizardState {
  return { step: { view: 'legalTerms', sub: 0 }, history: [], forward: [], data: { ...EMPTY_DATA, ...data }, errors: {} };
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
  | { type: 'set'; field: keyof WizardData; value: string | boolean }
  | { type: 'chooseUserType'; value: UserType }
  | { type: 'chooseServiceType'; value: BusinessServiceType }
  | { type: 'next' }
  | { type: 'back' }
  /** The browser moved to another of the wizard's history entries (Back, Forward, or a reload). */
  | { type: 'goTo'; position: number }
  /** The tab's stored draft, put back after the first render (which must match the prerendered page). */
  | { type: 'restore'; state: WizardState }
  | { type: 'fail'; errors: WizardErrors };

const firstIssue = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => (result.success ? undefined : result.error?.issues.find((i) => i.path[0] === field)?.message);

/** Errors for the current step; empty means the step may advance. Needs loadWizardRules() resolved. */
export function validateStep(step: WizardStep, data: WizardData): WizardErrors {
  const { MESSAGES, businessDetailsSchema, citySchema, personalDetailsSchema } = wizardRules();
  const errors: WizardErrors = {};
  switch (step.view) {
    case 'legalTerms':
      if (!data.legalTermsAccepted) errors.legalTermsAccepted = MESSAGES.acceptTerms;
      break;
    case 'userType':
      if (!data.userType) errors.userType = MESSAGES.selectOption;
      break;
    case 'personalDetails': {
      const result = personalDetailsSchema.safeParse(data);
      if (step.sub === 0) {
        errors.firstName = firstIssue(result, 'firstName');
        errors.lastName = firstIssue(result, 'lastName');
      } else errors.email = firstIssue(result, 'email');
      break;
    }
    case 'businessDetails': {
      const result = businessDetailsSchema.safeParse(data);
      const field = (['companyName', 'contactName', 'email'] as const)[step.sub]!;
      errors[field] = firstIssue(result, field);
      break;
    }
    case 'location':
      if (step.sub === 0) {
        if (!data.location) errors.location = MESSAGES.province;
      } else {
        const city = citySchema.safeParse(data.city);
        if (!city.success) errors.city = city.error.issues[0]?.message ?? MESSAGES.city;
      }
      break;
    case 'services':
      if (step.sub === 0 && !data.serviceType) errors.serviceType = MESSAGES.serviceType;
      break;
    case 'legalNeeds':
      if (!resolveLegalNeed(data.legalNeed)) errors.legalNeed = MESSAGES.invalidPracticeArea;
      break;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as WizardErrors;
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
    case 'set': {
      const data = { ...state.data, [action.field]: action.value };
      // Picking a province clears the city; a new legal need clears the item chosen for the old one.
      if (action.field === 'location' && action.value !== state.data.location) data.city = '';
      if (action.field === 'legalNeed') data.specificItem = '';
      const errors = { ...state.errors };
      delete errors[action.field];
      delete errors.form;
      return { ...state, data, errors };
    }
    case 'chooseUserType': {
      // Choosing the user type moves straight on to the matching details view.
      const data = { ...state.data, userType: action.value };
      return advance({ ...state, data, errors: {} });
    }
    case 'chooseServiceType': {
      // Another service type starts its details afresh; the same one keeps what was typed.
      const additionalDetails = action.value === state.data.serviceType ? state.data.additionalDetails : '';
      const data = { ...state.data, serviceType: action.value, additionalDetails };
      return advance({ ...state, data, errors: {} });
    }
    case 'next': {
      const errors = validateStep(state.step, state.data);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      return advance(state);
    }
    case 'back':
      return back(state);
    case 'goTo': {
      let next = state;
      while (position(next) > action.position && next.history.length > 0) next = back(next);
      // Forward replays Continue over the steps already seen: a step whose data was changed since
      // (Back, then a field emptied) stops the walk there, so nothing invalid is ever skipped.
      while (position(next) < action.position && next.forward.length > 0) {
        if (loadedWizardRules() && Object.keys(validateStep(next.step, next.data)).length > 0) break;
        const [ahead, ...rest] = next.forward;
        next = { ...next, step: ahead!, history: [...next.history, next.step], forward: rest };
      }
      return next === state ? state : { ...next, errors: {} };
    }
    case 'restore':
      return action.state;
    case 'fail':
      return { ...state, errors: action.errors };
  }
}

/** Back keeps everything typed on the step it leaves, so Forward (or Continue) finds it again. */
function back(state: WizardState): WizardState {
  const previous = state.history[state.history.length - 1];
  if (!previous) return state;
  return { ...state, step: previous, history: state.history.slice(0, -1), forward: [state.step, ...state.forward], errors: {} };
}

function advance(state: WizardState): WizardState {
  const next = nextStep(state.step, state.data);
  if (!next) return state;
  return { ...state, step: next, history: [...state.history, state.step], forward: [], errors: {} };
}

/**
 * The first step on the path to the current one whose data no longer passes (checked before the
 * final submit, e.g. after a reload or Forward without the rules), or null when all pass.
 */
export function firstInvalidStep(state: WizardState): { position: number; errors: WizardErrors } | null {
  const path = [...state.history, state.step];
  for (let i = 0; i < path.length; i++) {
    const errors = validateStep(path[i]!, state.data);
    if (Object.keys(errors).length > 0) return { position: i, errors };
  }
  return null;
}

/** What the tab's session keeps: the path and the data, never the messages. */
export type WizardDraft = Pick<WizardState, 'step' | 'history' | 'forward' | 'data'>;

export const toDraft = ({ step, history, forward, data }: WizardState): WizardDraft => ({ step, history, forward, data });

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
 * A stored draft back into a state, or null if it is not one this version wrote. Fields of the
 * wrong type fall back to empty; the path must start at the terms step.
 */
export function fromDraft(value: unknown): WizardState | null {
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
  return { step, history, forward, data, errors: {} };
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
