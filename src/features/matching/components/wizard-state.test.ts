import {
  answerChange,
  EMPTY_DATA,
  type WizardData,
  type WizardErrors,
  type WizardStep,
  fieldsOf,
  firstInvalidStep,
  fromDraft,
  settledPosition,
  stepAt,
  toDraft,
  stepNumber,
  toSearchCriteria,
  validateStep,
  wizardPath,
} from './wizard-state';
import { loadWizardRules } from './wizard-rules';

// The wizard loads its rules (zod schemas) on first use; these tests validate steps directly.
beforeAll(() => loadWizardRules());

/**
 * What the wizard component does with the form and the URL: answers and their messages are the
 * form's (checked with the same schema as validateStep); the step shown is the one at the position
 * the current browser history entry names (settled: never past a step that does not pass). Back and
 * Forward move between the entries; Continue adds one and drops those ahead, as a browser does.
 */
interface Browser {
  /** The position each of the wizard's history entries names (`?step=N` is position N - 1). */
  entries: number[];
  at: number;
  data: WizardData;
  errors: WizardErrors;
}
/** The browser's state and what the wizard shows for it: the step, the steps behind and ahead. */
type Wizard = Browser & { step: WizardStep; history: WizardStep[]; forward: WizardStep[] };
type Action =
  | { type: 'set'; field: keyof WizardData; value: string | boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; position: number }
  | { type: 'chooseUserType'; value: 'person' | 'business' }
  | { type: 'chooseServiceType'; value: 'collections' | 'other' };

const position = (w: Browser): number => w.entries[w.at]!;
const path = ({ step, history, forward }: Wizard) => ({ step, history, forward });

/** The URL names a position: the wizard shows it if every step before passes, else corrects the entry. */
function shown(browser: Browser): Wizard {
  const settled = settledPosition(position(browser), browser.data);
  const entries = browser.entries.map((p, i) => (i === browser.at ? settled : p));
  return {
    ...browser,
    entries,
    step: stepAt(settled, browser.data),
    history: wizardPath(browser.data).slice(0, settled),
    forward: entries.slice(browser.at + 1).map((p) => stepAt(p, browser.data)),
  };
}
const setAnswer = (w: Wizard, field: keyof WizardData, value: string | boolean): Wizard => {
  const errors = { ...w.errors };
  delete errors[field];
  return { ...w, data: { ...w.data, ...answerChange(w.data, field, value as never) }, errors };
};
/** Continue or a choice: a new entry for the next position; the entries ahead are gone. */
const pushNext = (w: Wizard): Wizard =>
  shown({ ...w, entries: [...w.entries.slice(0, w.at + 1), position(w) + 1], at: w.at + 1, errors: {} });

function step(w: Wizard, action: Action): Wizard {
  switch (action.type) {
    case 'set':
      return setAnswer(w, action.field, action.value);
    case 'next': {
      const errors = validateStep(w.step, w.data);
      if (Object.keys(errors).length > 0) return { ...w, errors };
      return pushNext(w);
    }
    case 'back':
      return w.at > 0 ? shown({ ...w, at: w.at - 1, errors: {} }) : w;
    case 'goTo': {
      // Back or Forward to the entry naming that position; with none, the URL is typed in.
      const index = w.entries.indexOf(action.position);
      const moved =
        index >= 0 ? { ...w, at: index } : { ...w, entries: w.entries.map((p, i) => (i === w.at ? action.position : p)) };
      const next = shown(moved);
      return position(next) === position(w) && next.at === w.at ? w : { ...next, errors: {} };
    }
    case 'chooseUserType':
    case 'chooseServiceType':
      return pushNext(setAnswer(w, action.type === 'chooseUserType' ? 'userType' : 'serviceType', action.value));
  }
}

const start = (): Wizard => shown({ entries: [0], at: 0, data: { ...EMPTY_DATA }, errors: {} });
const run = (actions: Action[], from: Wizard = start()) => actions.reduce(step, from);
const set = (field: keyof WizardData, value: string | boolean): Action => ({ type: 'set', field, value });

const toPersonLocation = (): Action[] => [
  set('legalTermsAccepted', true),
  { type: 'next' },
  { type: 'chooseUserType', value: 'person' },
  set('firstName', 'Lerato'),
  set('lastName', 'Mokoena'),
  { type: 'next' },
  set('email', 'lerato@example.co.za'),
  { type: 'next' },
];

describe('wizard transitions', () => {
  it('refuses to leave the terms step until the box is ticked', () => {
    const state = run([{ type: 'next' }]);
    expect(state.step.view).toBe('legalTerms');
    expect(state.errors.legalTermsAccepted).toBe('Please accept the terms to continue');
  });

  it('asks for a user type', () => {
    const state = run([set('legalTermsAccepted', true), { type: 'next' }, { type: 'next' }]);
    expect(state.errors.userType).toBe('Please select an option to continue');
  });

  it('walks a person through names, email, province, city and legal need with a 5-step indicator', () => {
    const state = run(toPersonLocation());
    expect(state.step).toEqual({ view: 'location', sub: 0 });
    expect(stepNumber(state.step.view)).toBe(4);
    const atNeeds = run([set('location', 'Gauteng'), { type: 'next' }, set('city', 'Soweto'), { type: 'next' }], state);
    expect(atNeeds.step.view).toBe('legalNeeds');
    expect(stepNumber(atNeeds.step.view)).toBe(5);
  });

  it('shows the name messages on the name step and the email message on the email step', () => {
    const names = run([
      set('legalTermsAccepted', true),
      { type: 'next' },
      { type: 'chooseUserType', value: 'person' },
      set('firstName', '   '),
      { type: 'next' },
    ]);
    expect(names.errors).toEqual({ firstName: 'Please enter your first name', lastName: 'Please enter your last name' });
    const email = run([set('firstName', 'A'), set('lastName', 'B'), { type: 'next' }, { type: 'next' }], names);
    expect(email.errors).toEqual({ email: 'Please enter your email address' });
  });

  it('walks a business through company, contact and email with their messages', () => {
    let state = run([
      set('legalTermsAccepted', true),
      { type: 'next' },
      { type: 'chooseUserType', value: 'business' },
      { type: 'next' },
    ]);
    expect(state.errors.companyName).toBe('Please enter your company name');
    state = run([set('companyName', 'Acme'), { type: 'next' }, { type: 'next' }], state);
    expect(state.errors.contactName).toBe('Please enter a contact person');
    state = run([set('contactName', 'Sipho'), { type: 'next' }, { type: 'next' }], state);
    expect(state.errors.email).toBe('Please enter your email address');
  });

  it('Back restores the previous view and keeps its data', () => {
    const state = run([...toPersonLocation(), { type: 'back' }]);
    expect(state.step).toEqual({ view: 'personalDetails', sub: 1 });
    expect(state.data.email).toBe('lerato@example.co.za');
    const names = run([{ type: 'back' }], state);
    expect(names.step).toEqual({ view: 'personalDetails', sub: 0 });
    expect(names.data.firstName).toBe('Lerato');
  });

  it('keeps the city when going back from the city step, and clears it when the province changes', () => {
    let state = run([...toPersonLocation(), set('location', 'Gauteng'), { type: 'next' }, set('city', 'Soweto')]);
    state = run([{ type: 'back' }], state);
    expect(state.step).toEqual({ view: 'location', sub: 0 });
    expect(state.data.city).toBe('Soweto');
    expect(run([set('location', 'Gauteng')], state).data.city).toBe('Soweto');
    state = run([set('location', 'Limpopo')], state);
    expect(state.data.city).toBe('');
  });

  it('location messages: province then city', () => {
    let state = run([...toPersonLocation(), { type: 'next' }]);
    expect(state.errors.location).toBe('Please select a province');
    state = run([set('location', 'Gauteng'), { type: 'next' }, set('city', '  '), { type: 'next' }], state);
    expect(state.errors.city).toBe('Please enter your city or town');
  });

  it('business services: choosing a type resets the details, Back clears them', () => {
    let state = run([
      set('legalTermsAccepted', true),
      { type: 'next' },
      { type: 'chooseUserType', value: 'business' },
      set('companyName', 'Acme'),
      { type: 'next' },
      set('contactName', 'Sipho'),
      { type: 'next' },
      set('email', 'a@acme.co.za'),
      { type: 'next' },
      set('location', 'Gauteng'),
      { type: 'next' },
      set('city', 'Soweto'),
      { type: 'next' },
    ]);
    expect(state.step).toEqual({ view: 'services', sub: 0 });
    state = run([{ type: 'chooseServiceType', value: 'collections' }, set('additionalDetails', 'Invoices')], state);
    expect(state.step).toEqual({ view: 'services', sub: 1 });
    state = run([{ type: 'back' }], state);
    expect(state.data.additionalDetails).toBe('Invoices');
    expect(toSearchCriteria(state.data)).toMatchObject({ userType: 'business', serviceType: 'collections', companyName: 'Acme' });
    expect(run([{ type: 'chooseServiceType', value: 'collections' }], state).data.additionalDetails).toBe('Invoices');
    state = run(
      [{ type: 'back' }, { type: 'goTo', position: position(state) }, { type: 'chooseServiceType', value: 'other' }],
      state,
    );
    expect(state.step).toEqual({ view: 'services', sub: 1 });
    expect(state.data.additionalDetails).toBe('');
  });

  it('a legal need must be a known subcategory name', () => {
    const state = run([
      ...toPersonLocation(),
      set('location', 'Gauteng'),
      { type: 'next' },
      set('city', 'Soweto'),
      { type: 'next' },
      set('legalNeed', 'my neighbour'),
      { type: 'next' },
    ]);
    expect(state.errors.legalNeed).toBe(
      'Please select a valid practice area from the suggestions, or try rephrasing your search.',
    );
    expect(validateStep(state.step, { ...state.data, legalNeed: 'divorce & separation' })).toEqual({});
    expect(toSearchCriteria({ ...state.data, legalNeed: 'Divorce & Separation' })).toMatchObject({
      userType: 'person',
      practiceArea: 'family',
      subcategory: 'divorce-separation',
      city: 'Soweto',
    });
  });

  it('never puts the optional income answer into what is sent to the server', () => {
    const criteria = toSearchCriteria({
      ...EMPTY_DATA,
      legalTermsAccepted: true,
      userType: 'person',
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato@example.co.za',
      location: 'Gauteng',
      city: 'Soweto',
      legalNeed: 'Divorce & Separation',
      incomeBand: 'under-5000',
    });
    expect(criteria).not.toBeNull();
    expect(JSON.stringify(criteria)).not.toMatch(/income|under-5000/);
  });

  it('sends the optional lawyer language only when one is chosen, and the city step checks it', () => {
    const answers = {
      ...EMPTY_DATA,
      legalTermsAccepted: true,
      userType: 'person' as const,
      firstName: 'Lerato',
      lastName: 'Mokoena',
      email: 'lerato@example.co.za',
      location: 'Gauteng',
      city: 'Soweto',
      legalNeed: 'Divorce & Separation',
    };
    expect(toSearchCriteria({ ...answers, lawyerLanguage: 'zu' })).toMatchObject({ lawyerLanguage: 'zu' });
    expect(toSearchCriteria(answers)).not.toHaveProperty('lawyerLanguage');
    const city = { view: 'location', sub: 1 } as const;
    expect(validateStep(city, { ...answers, lawyerLanguage: 'zu' })).toEqual({});
    expect(validateStep(city, { ...answers, lawyerLanguage: 'klingon' })).toEqual({
      lawyerLanguage: 'Please select an option to continue',
    });
    expect(fromDraft({ answers: { ...answers, lawyerLanguage: 'klingon' } })?.data.lawyerLanguage).toBe('');
  });
});

describe('browser history: Back and Forward walk the steps with their data', () => {
  const toCity = () => run([...toPersonLocation(), set('location', 'Gauteng'), { type: 'next' }, set('city', 'Soweto')]);

  it('goTo an earlier position walks back, and Forward returns with everything typed', () => {
    const atCity = toCity();
    expect(position(atCity)).toBe(5); // terms, type, names, email, province, city
    const atNames = run([{ type: 'goTo', position: 2 }], atCity);
    expect(atNames.step).toEqual({ view: 'personalDetails', sub: 0 });
    expect(atNames.data).toMatchObject({ firstName: 'Lerato', email: 'lerato@example.co.za', city: 'Soweto' });
    const again = run([{ type: 'goTo', position: 5 }], atNames);
    expect(again.step).toEqual({ view: 'location', sub: 1 });
    expect(again.history).toEqual(atCity.history);
    expect(again.data.city).toBe('Soweto');
  });

  it('Forward stops at a step whose data was emptied after going back', () => {
    const atNames = run([{ type: 'goTo', position: 2 }, set('firstName', '')], toCity());
    const forward = run([{ type: 'goTo', position: 5 }], atNames);
    expect(forward.step).toEqual({ view: 'personalDetails', sub: 0 });
    expect(position(forward)).toBe(2);
  });

  it('Continue after going back starts a new path: Forward has nowhere to go', () => {
    const atType = run([{ type: 'goTo', position: 1 }], toCity());
    const business = run([{ type: 'chooseUserType', value: 'business' }], atType);
    expect(business.step).toEqual({ view: 'businessDetails', sub: 0 });
    expect(business.forward).toEqual([]);
    // A URL naming the old path's city step shows the first business step that needs an answer.
    expect(path(run([{ type: 'goTo', position: 5 }], business))).toEqual(path(business));
  });

  it('goTo the current position changes nothing (the URL and the wizard already agree)', () => {
    const state = toCity();
    expect(path(run([{ type: 'goTo', position: 5 }], state))).toEqual(path(state));
    // The URL is not corrected: the position it names is the one shown.
    expect(settledPosition(5, state.data)).toBe(5);
    expect(run([{ type: 'goTo', position: 5 }], state)).toBe(state);
  });

  it('firstInvalidStep finds the earliest step on the path that no longer passes', () => {
    const state = toCity();
    expect(firstInvalidStep(position(state), state.data)).toBeNull();
    expect(firstInvalidStep(position(state), { ...state.data, email: 'nope' })).toEqual({
      position: 3,
      step: { view: 'personalDetails', sub: 1 },
      errors: { email: 'Please enter a valid email address' },
    });
  });
});

describe('the session draft', () => {
  it('round-trips through JSON with the answers (the URL keeps the step), never the messages', () => {
    const state = run([{ type: 'next' }, set('legalTermsAccepted', true), { type: 'next' }]);
    const withError = { ...state, errors: { userType: 'x' } };
    const stored = JSON.stringify(toDraft(withError.data));
    expect(stored).not.toContain('"x"');
    expect(fromDraft(JSON.parse(stored))).toEqual({ data: state.data });
  });

  it('refuses what this version did not write, and empties fields of the wrong type', () => {
    expect(fromDraft(null)).toBeNull();
    expect(fromDraft('x')).toBeNull();
    expect(fromDraft({ step: { view: 'admin', sub: 0 }, history: [], forward: [], data: {} })).toBeNull();
    expect(fromDraft({ step: { view: 'location', sub: 7 }, history: [], forward: [], data: {} })).toBeNull();
    // The version that kept the path beside the answers wrote these; the URL keeps the step now.
    expect(fromDraft({ step: { view: 'location', sub: 0 }, history: [], forward: [], data: {} })).toBeNull();
    expect(fromDraft({ answers: null })).toBeNull();
    expect(fromDraft({ answers: ['x'] })).toBeNull();
    const odd = fromDraft({
      answers: { firstName: 42, email: 'a@b.co.za', userType: 'admin', serviceType: 'bribes', incomeBand: 'rich', extra: 'x' },
    });
    expect(odd?.data).toEqual({ ...EMPTY_DATA, email: 'a@b.co.za' });
  });
});

describe('each step checks its own answers with the request schema', () => {
  it('checks only the fields the step asks for', () => {
    const terms = { view: 'legalTerms', sub: 0 } as const;
    expect(fieldsOf(terms)).toEqual(['legalTermsAccepted']);
    // Nothing else is filled in, yet the terms step only speaks of the terms.
    expect(validateStep(terms, EMPTY_DATA)).toEqual({ legalTermsAccepted: 'Please accept the terms to continue' });
  });

  it('refuses markup in the optional details the server would refuse, before anything is sent', () => {
    const details = { view: 'services', sub: 1 } as const;
    const data = { ...EMPTY_DATA, userType: 'business' as const, additionalDetails: '<script>x</script>' };
    expect(validateStep(details, data)).toEqual({ additionalDetails: 'Please remove HTML tags from your text' });
    expect(validateStep(details, { ...data, additionalDetails: 'Invoices < R5000 unpaid' })).toEqual({});
    const need = { view: 'legalNeeds', sub: 0 } as const;
    expect(
      validateStep(need, { ...EMPTY_DATA, userType: 'person', legalNeed: 'Divorce & Separation', description: '<b>hi</b>' }),
    ).toEqual({ description: 'Please remove HTML tags from your text' });
  });

  it('a new province clears the city, a new need clears the specific item, another service clears its details', () => {
    const data = {
      ...EMPTY_DATA,
      location: 'Gauteng',
      city: 'Soweto',
      legalNeed: 'Divorce',
      specificItem: 'x',
      serviceType: 'collections' as const,
      additionalDetails: 'Invoices',
    };
    expect(answerChange(data, 'location', 'Gauteng')).toEqual({ location: 'Gauteng' });
    expect(answerChange(data, 'location', 'Limpopo')).toEqual({ location: 'Limpopo', city: '' });
    expect(answerChange(data, 'legalNeed', 'Eviction')).toEqual({ legalNeed: 'Eviction', specificItem: '' });
    expect(answerChange(data, 'serviceType', 'collections')).toEqual({ serviceType: 'collections' });
    expect(answerChange(data, 'serviceType', 'other')).toEqual({ serviceType: 'other', additionalDetails: '' });
  });
});
