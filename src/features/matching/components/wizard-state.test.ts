import {
  EMPTY_DATA,
  type WizardData,
  firstInvalidStep,
  fromDraft,
  initialWizardState,
  position,
  toDraft,
  stepNumber,
  toSearchCriteria,
  validateStep,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';
import { loadWizardRules } from './wizard-rules';

// The wizard loads its rules (zod schemas) on first use; these tests validate steps directly.
beforeAll(() => loadWizardRules());

const run = (actions: WizardAction[], start: WizardState = initialWizardState()) => actions.reduce(wizardReducer, start);
const set = (field: keyof WizardData, value: string | boolean): WizardAction => ({ type: 'set', field, value });

const toPersonLocation = (): WizardAction[] => [
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
    expect(run([{ type: 'goTo', position: 5 }], business)).toBe(business);
  });

  it('goTo the current position changes nothing (the URL and the wizard already agree)', () => {
    const state = toCity();
    expect(run([{ type: 'goTo', position: 5 }], state)).toBe(state);
  });

  it('firstInvalidStep finds the earliest step on the path that no longer passes', () => {
    const state = toCity();
    expect(firstInvalidStep(state)).toBeNull();
    expect(firstInvalidStep({ ...state, data: { ...state.data, email: 'nope' } })).toEqual({
      position: 3,
      errors: { email: 'Please enter a valid email address' },
    });
  });
});

describe('the session draft', () => {
  it('round-trips through JSON with the path and the data, never the messages', () => {
    const state = run([{ type: 'next' }, set('legalTermsAccepted', true), { type: 'next' }], initialWizardState());
    const withError = { ...state, errors: { userType: 'x' } };
    const restored = fromDraft(JSON.parse(JSON.stringify(toDraft(withError))));
    expect(restored).toEqual({ ...state, errors: {} });
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
      data: { firstName: 42, email: 'a@b.co.za', userType: 'admin', serviceType: 'bribes', extra: 'x' },
    });
    expect(odd?.data).toEqual({ ...initialWizardState().data, email: 'a@b.co.za' });
  });
});
