import {
  answerChange,
  EMPTY_DATA,
  type WizardData,
  type WizardErrors,
  fieldsOf,
  firstInvalidStep,
  fromDraft,
  initialWizardState,
  position,
  toDraft,
  stepNumber,
  toSearchCriteria,
  validateStep,
  wizardReducer,
  type WizardState,
} from './wizard-state';
import { loadWizardRules } from './wizard-rules';

// The wizard loads its rules (zod schemas) on first use; these tests validate steps directly.
beforeAll(() => loadWizardRules());

/**
 * What the wizard component does with the form and the path: answers and their messages are the
 * form's (checked with the same schema as validateStep), the path is the reducer's.
 */
interface Wizard {
  step: WizardState['step'];
  history: WizardState['history'];
  forward: WizardState['forward'];
  data: WizardData;
  errors: WizardErrors;
}
type Action =
  | { type: 'set'; field: keyof WizardData; value: string | boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; position: number }
  | { type: 'chooseUserType'; value: 'person' | 'business' }
  | { type: 'chooseServiceType'; value: 'collections' | 'other' };

const path = ({ step, history, forward }: Wizard): WizardState => ({ step, history, forward });
const moved = (w: Wizard, state: WizardState): Wizard => ({ ...w, ...state, errors: {} });
const setAnswer = (w: Wizard, field: keyof WizardData, value: string | boolean): Wizard => {
  const errors = { ...w.errors };
  delete errors[field];
  return { ...w, data: { ...w.data, ...answerChange(w.data, field, value as never) }, errors };
};

function step(w: Wizard, action: Action): Wizard {
  switch (action.type) {
    case 'set':
      return setAnswer(w, action.field, action.value);
    case 'next': {
      const errors = validateStep(w.step, w.data);
      if (Object.keys(errors).length > 0) return { ...w, errors };
      return moved(w, wizardReducer(path(w), { type: 'next', data: w.data }));
    }
    case 'back':
      return moved(w, wizardReducer(path(w), { type: 'back' }));
    case 'goTo': {
      const next = wizardReducer(path(w), { type: 'goTo', position: action.position, data: w.data });
      return next === path(w) || (next.step === w.step && next.history.length === w.history.length) ? w : moved(w, next);
    }
    case 'chooseUserType':
    case 'chooseServiceType': {
      const chosen = setAnswer(w, action.type === 'chooseUserType' ? 'userType' : 'serviceType', action.value);
      return moved(chosen, wizardReducer(path(chosen), { type: 'advance', data: chosen.data }));
    }
  }
}

const start = (): Wizard => ({ ...initialWizardState(), data: { ...EMPTY_DATA }, errors: {} });
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
    expect(wizardReducer(path(business), { type: 'goTo', position: 5, data: business.data })).toEqual(path(business));
  });

  it('goTo the current position changes nothing (the URL and the wizard already agree)', () => {
    const state = toCity();
    expect(wizardReducer(path(state), { type: 'goTo', position: 5, data: state.data })).toEqual(path(state));
    const unchanged = path(state);
    expect(wizardReducer(unchanged, { type: 'goTo', position: 5, data: state.data })).toBe(unchanged);
  });

  it('firstInvalidStep finds the earliest step on the path that no longer passes', () => {
    const state = toCity();
    expect(firstInvalidStep(path(state), state.data)).toBeNull();
    expect(firstInvalidStep(path(state), { ...state.data, email: 'nope' })).toEqual({
      position: 3,
      step: { view: 'personalDetails', sub: 1 },
      errors: { email: 'Please enter a valid email address' },
    });
  });
});

describe('the session draft', () => {
  it('round-trips through JSON with the path and the data, never the messages', () => {
    const state = run([{ type: 'next' }, set('legalTermsAccepted', true), { type: 'next' }]);
    const withError = { ...state, errors: { userType: 'x' } };
    const stored = JSON.stringify(toDraft(path(withError), withError.data));
    expect(stored).not.toContain('"x"');
    expect(fromDraft(JSON.parse(stored))).toEqual({ state: path(state), data: state.data });
  });

  it('refuses what this version did not write, and empties fields of the wrong type', () => {
    expect(fromDraft(null)).toBeNull();
    expect(fromDraft('x')).toBeNull();
    expect(fromDraft({ step: { view: 'admin', sub: 0 }, history: [], forward: [], data: {} })).toBeNull();
    expect(fromDraft({ step: { view: 'location', sub: 7 }, history: [], forward: [], data: {} })).toBeNull();
    // A path must begin at the terms step.
    expect(fromDraft({ step: { view: 'location', sub: 0 }, history: [], forward: [], data: {} })).toBeNull();
    const odd = fromDraft({
      step: { view: 'legalTerms', sub: 0 },
      history: [],
      forward: [],
      data: { firstName: 42, email: 'a@b.co.za', userType: 'admin', serviceType: 'bribes', incomeBand: 'rich', extra: 'x' },
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
