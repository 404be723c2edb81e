import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, CheckboxField, LoadingBlock, SelectField, TextAreaField, TextField } from '@/components/ui';
import { useZodForm } from '@/components/ui/form';
import type { ResultsState } from '@/domain/matching/contracts';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { INCOME_BANDS, isIncomeBandId } from '@/domain/matching/legal-aid';
import type { MatchingWizardField } from '@/domain/matching/wizard';
import { consentLabels, SPECIAL_INFORMATION_WARNING } from '@/domain/privacy/consent-text';
import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/shared/brand';
import { MAJOR_CITIES_BY_PROVINCE, PROVINCES } from '@/domain/shared/provinces';
import type { Province } from '@/domain/shared/provinces';
import { requestMatch } from '../api/request-match';
import { reasonOf } from '@/lib/callable';
import { BrowseAreas } from './browse-areas';
import { LegalNeedField } from './legal-need-field';
import { loadedWizardRules, loadWizardRules, wizardRules } from './wizard-rules';
import { clearDraft, forgetSubmissionKey, readDraft, submissionKey, writeDraft } from '@/lib/session-draft';
import {
  answerChange,
  EMPTY_DATA,
  fieldsOf,
  firstInvalidStep,
  fromDraft,
  initialWizardState,
  position,
  stepNumber,
  toDraft,
  toSearchCriteria,
  TOTAL_STEPS,
  wizardReducer,
  type WizardAction,
  type WizardData,
  type WizardErrors,
  type WizardStep,
} from './wizard-state';

const TERMS_LINKS = [
  { to: '/terms', label: 'Terms and Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

const STEP_TITLES = ['Before we start', 'Who needs legal help?', 'Your details', 'Where are you?', 'Your legal need'];

/** The wizard's place in the browser history: `?step=N` is the N-th screen (none on the first). */
export const STEP_PARAM = 'step';
function positionInUrl(search: string): number {
  const n = Number(new URLSearchParams(search).get(STEP_PARAM));
  return Number.isInteger(n) && n > 1 ? n - 1 : 0;
}
function searchFor(at: number): string {
  return at > 0 ? `?${STEP_PARAM}=${at + 1}` : '';
}

const isFinalStep = (step: WizardStep) => step.view === 'legalNeeds' || (step.view === 'services' && step.sub === 1);
const hasCriteria = (initialData: Partial<WizardData> | undefined) => Boolean(initialData && Object.keys(initialData).length > 0);
/** The form's schema comes with the rules, on first use. */
const loadSchema = () => loadWizardRules().then((rules) => rules.matchingWizardSchema);

export function MatchingWizard({ initialData }: { initialData?: Partial<WizardData> }) {
  const location = useLocation();
  // The path (steps behind and ahead) is the reducer's; the answers are the form's. `path` runs
  // ahead of the render: a second Continue pressed before the screen has changed acts on the step
  // the first one reached, as it would on a screen that kept up.
  const [state, setState] = useState(initialWizardState);
  const path = useRef(state);
  const form = useZodForm(loadSchema, { defaultValues: { ...EMPTY_DATA, ...initialData } });
  const data = form.watch() as WizardData;
  const errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([field, error]) => [field, error?.message]),
  ) as WizardErrors;
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: two clicks in one frame both see submitting=false in their closures.
  const inFlight = useRef(false);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { step } = state;
  const number = stepNumber(step.view);
  const isFirst = state.history.length === 0;
  const at = position(state);
  const urlAt = positionInUrl(location.search);

  /** Moves along the path; the messages belong to the step being left. */
  const move = useCallback(
    (action: WizardAction) => {
      form.clearErrors();
      path.current = wizardReducer(path.current, action);
      setState(path.current);
    },
    [form],
  );

  // The page is prerendered at its first step, so the first render must be that step; the tab's
  // draft (a reload) is put back right after, at the step the URL names if the draft reaches it.
  // Until then the wizard neither follows nor writes the URL or the draft.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = hasCriteria(initialData) ? null : readDraft('matching-wizard', fromDraft);
    if (draft) {
      form.reset(draft.data);
      move({
        type: 'restore',
        state: wizardReducer(draft.state, { type: 'goTo', position: urlAt, data: draft.data }),
      });
    }
    setRestored(true);
    // Once, on mount: later URL changes are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every step is a history entry. The browser moved (Back, Forward): follow the URL. A Forward
  // that stops short (a step needing attention) corrects the entry: below when the wizard moved,
  // here when it could not move at all.
  // The URL positions the wizard itself asked for and the URL has not shown yet: when one arrives,
  // it is the wizard's own move reaching the URL, not the browser moving (the wizard may have moved
  // on since, e.g. Back pressed at once; the entry is then corrected to where it is).
  const ownUrlAts = useRef<number[]>([]);
  const followedUrlAt = useRef<number | null>(null);
  useEffect(() => {
    if (!restored || followedUrlAt.current === urlAt) return;
    followedUrlAt.current = urlAt;
    const current = path.current;
    if (ownUrlAts.current[0] === urlAt) {
      ownUrlAts.current.shift();
      if (ownUrlAts.current.length === 0 && position(current) !== urlAt) {
        navigate({ search: searchFor(position(current)) }, { replace: true, state: window.history.state?.usr });
      }
      return;
    }
    ownUrlAts.current = [];
    const target = wizardReducer(current, { type: 'goTo', position: urlAt, data: form.getValues() });
    if (target !== current) move({ type: 'restore', state: target });
    else if (position(target) !== urlAt)
      navigate({ search: searchFor(position(target)) }, { replace: true, state: window.history.state?.usr });
  }, [urlAt, restored, navigate, form, move]);
  // The wizard moved (Continue, or a Forward that stopped at a step needing attention): a new
  // entry going on, the same entry corrected otherwise. Location state ('Modify Search') stays.
  const latestUrlAt = useRef(urlAt);
  latestUrlAt.current = urlAt;
  useEffect(() => {
    const shown = ownUrlAts.current.at(-1) ?? latestUrlAt.current;
    if (!restored || at === shown) return;
    ownUrlAts.current.push(at);
    navigate({ search: searchFor(at) }, { replace: at < shown, state: window.history.state?.usr });
  }, [at, navigate, restored]);
  // What was typed survives a reload for this tab's session (cleared after a successful submit).
  useEffect(() => {
    if (restored) writeDraft('matching-wizard', toDraft(state, form.getValues()));
  }, [state, restored, form]);
  useEffect(() => {
    if (!restored) return;
    const subscription = form.watch((values) => writeDraft('matching-wizard', toDraft(path.current, values as WizardData)));
    return () => subscription.unsubscribe();
  }, [restored, form]);

  // The wizard's own Back is the browser's Back, so both walk the same entries.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else move({ type: 'back' });
  };

  // Each view change moves focus to the new heading so keyboard and screen-reader users follow along.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step.view, step.sub]);

  /** Sets an answer (and what follows from it: another province clears the city) and clears its message. */
  const set = <F extends MatchingWizardField>(field: F, value: WizardData[F]) => {
    const change = answerChange(form.getValues(), field, value);
    for (const [name, next] of Object.entries(change) as [MatchingWizardField, WizardData[MatchingWizardField]][]) {
      form.setValue(name, next, { shouldDirty: true });
    }
    form.clearErrors(field);
  };
  /** A registered input whose change goes through set(). */
  const bind = (field: MatchingWizardField) => ({
    ...form.register(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.target;
      const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
      set(field, value as WizardData[typeof field]);
    },
  });
  /** A choice that is the whole step (user type, service type): set it and move on. */
  const choose = <F extends 'userType' | 'serviceType'>(field: F, value: WizardData[F]) => {
    set(field, value);
    move({ type: 'advance', data: form.getValues() });
  };

  const isFinal = isFinalStep(step);

  async function submit() {
    if (inFlight.current) return;
    const data = form.getValues();
    const criteria: SearchCriteria | null = toSearchCriteria(data);
    if (!criteria) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      // One key per submission, kept in the tab: a reload or a second click gets the first answer.
      const consent = { shareWithOtherFirms: data.shareWithOtherFirms, reroute: data.reroute };
      const result = await requestMatch(criteria, { idempotencyKey: submissionKey('matching-wizard'), consent });
      const incomeBand = isIncomeBandId(data.incomeBand) ? data.incomeBand : null;
      const state: ResultsState = { matches: result.nextFirms, topFirm: result.topFirm, criteria, incomeBand, consent };
      clearDraft('matching-wizard');
      forgetSubmissionKey('matching-wizard');
      navigate('/results', { state });
    } catch (error) {
      // A rate limit's message says when to try again; anything else gets the general wording.
      const message =
        reasonOf(error) === 'rate-limited' && error instanceof Error
          ? error.message
          : wizardRules().MATCH_MESSAGES.matchingFailed;
      const state: ResultsState = { matches: [], criteria, error: message };
      navigate('/results', { state });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  // The rules arrive with the first touch of the form (usually long before Continue); a step is
  // only validated once they are here. Continue shows a short wait if they are not yet, and the
  // screens that need them (service types, the legal need search) wait for them after a reload.
  const [waitingForRules, setWaitingForRules] = useState(false);
  const [rulesFailed, setRulesFailed] = useState(false);
  const [, setRulesReady] = useState(() => loadedWizardRules() !== null);
  const prefetchRules = () =>
    void loadWizardRules().then(
      () => setRulesReady(true),
      () => undefined,
    );
  async function prepare(): Promise<boolean> {
    if (loadedWizardRules()) return true;
    setWaitingForRules(true);
    try {
      await loadWizardRules();
      setRulesFailed(false);
      setRulesReady(true);
      return true;
    } catch {
      setRulesFailed(true);
      return false;
    } finally {
      setWaitingForRules(false);
    }
  }
  const needsRules = step.view === 'services' || step.view === 'legalNeeds';
  useEffect(() => {
    if (needsRules && !loadedWizardRules()) void prepare();
  }, [needsRules]);

  // Each Continue waits for the one before it, then acts on the step that one left the wizard at.
  const queue = useRef<Promise<void>>(Promise.resolve());
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    queue.current = queue.current.then(continueFromCurrentStep, () => undefined);
  }

  async function continueFromCurrentStep() {
    if (inFlight.current) return;
    if (!(await prepare())) return;
    const current = path.current;
    const final = isFinalStep(current.step);
    if (final) {
      // A reload or Forward may have arrived here past a step that no longer passes: go there.
      const invalid = firstInvalidStep(current, form.getValues());
      if (invalid && invalid.position < position(current)) {
        move({ type: 'goTo', position: invalid.position, data: form.getValues() });
        for (const [field, message] of Object.entries(invalid.errors)) {
          form.setError(field as MatchingWizardField, { message });
        }
        return;
      }
    }
    // The step's own fields, checked with the form's schema; the first refused one gets focus.
    if (!(await form.trigger([...fieldsOf(current.step)], { shouldFocus: true }))) return;
    // Not awaited: a click queued behind Find My Match finds the request in flight and does nothing.
    if (final) void submit();
    else move({ type: 'next', data: form.getValues() });
  }

  return (
    <div className="mx-auto max-w-2xl">
      <StepIndicator current={number} />
      <form
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={prefetchRules}
        onPointerDownCapture={prefetchRules}
        aria-labelledby="wizard-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="wizard-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-950 focus:outline-none">
          {STEP_TITLES[number - 1]}
        </h2>
        {/* Keyed by step: each screen gets its own inputs, so a registered field never inherits the
            input (and the typed value) of the field that stood in its place on the screen before. */}
        <div key={`${step.view}-${step.sub}`} className="mt-6 space-y-5">
          {renderView()}
        </div>
        {rulesFailed && (
          <Alert tone="error" className="mt-6">
            This form could not finish loading. Check your connection and press Continue again.
          </Alert>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {!isFirst ? (
            <Button variant="secondary" onClick={goBack} disabled={submitting}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step.view !== 'userType' && !(step.view === 'services' && step.sub === 0) && (
            <Button type="submit" busy={submitting || waitingForRules}>
              {isFinal ? (submitting ? 'Finding your match...' : 'Find My Match') : 'Continue'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );

  function renderView(): ReactNode {
    if (needsRules && !loadedWizardRules()) return rulesFailed ? null : <LoadingBlock />;
    // Persons and businesses give their email on the same terms, as the last details step.
    const emailField = (
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        {...bind('email')}
        error={errors.email}
        hint="The firm will use this to contact you."
      />
    );
    switch (step.view) {
      case 'legalTerms':
        return (
          <>
            <p className="text-slate-700">
              {BRAND_NAME} is free for you. We share your details only with the law firm we match you with. Please read and
              accept:
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {TERMS_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline hover:text-brand-900"
                  >
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </Link>
                </li>
              ))}
            </ul>
            <CheckboxField
              label="I accept the Terms and Conditions, Privacy Policy, Disclaimer and Cookie Policy"
              {...bind('legalTermsAccepted')}
              error={errors.legalTermsAccepted}
            />
          </>
        );
      case 'userType':
        return (
          <fieldset>
            <legend className="text-slate-700">Are you looking for help as an individual or for a business?</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              <ChoiceButton
                selected={data.userType === 'person'}
                onClick={() => choose('userType', 'person')}
                title="An individual"
                detail="Family, property, work, criminal and other personal matters"
              />
              <ChoiceButton
                selected={data.userType === 'business'}
                onClick={() => choose('userType', 'business')}
                title="A business"
                detail="Debt collection and other business legal services"
              />
            </div>
            {errors.userType && (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {errors.userType}
              </p>
            )}
          </fieldset>
        );
      case 'personalDetails':
        return step.sub === 0 ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" {...bind('firstName')} error={errors.firstName} />
            <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} error={errors.lastName} />
          </div>
        ) : (
          emailField
        );
      case 'businessDetails':
        if (step.sub === 0)
          return (
            <TextField label="Company name" autoComplete="organization" {...bind('companyName')} error={errors.companyName} />
          );
        if (step.sub === 1)
          return <TextField label="Contact person" autoComplete="name" {...bind('contactName')} error={errors.contactName} />;
        return emailField;
      case 'location':
        return step.sub === 0 ? (
          <SelectField label="Province" {...bind('location')} error={errors.location}>
            <option value="">Select your province</option>
            {PROVINCES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Province: <strong>{data.location}</strong>
            </p>
            <TextField
              label="City or town"
              list="wizard-city-options"
              autoComplete="address-level2"
              {...bind('city')}
              error={errors.city}
            />
            <datalist id="wizard-city-options">
              {(MAJOR_CITIES_BY_PROVINCE[data.location as Province] ?? []).map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        );
      case 'services':
        return step.sub === 0 ? (
          <fieldset>
            <legend className="text-slate-700">What kind of legal service does your business need?</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {wizardRules().BUSINESS_SERVICE_TYPES.map((type) => (
                <ChoiceButton
                  key={type}
                  selected={data.serviceType === type}
                  onClick={() => choose('serviceType', type)}
                  title={wizardRules().BUSINESS_SERVICE_LABELS[type]}
                  detail={
                    type === 'collections' ? 'Recover money owed to your business' : 'Contracts, compliance, disputes and more'
                  }
                />
              ))}
            </div>
            {errors.serviceType && (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {errors.serviceType}
              </p>
            )}
          </fieldset>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              Service: <strong>{data.serviceType ? wizardRules().BUSINESS_SERVICE_LABELS[data.serviceType] : ''}</strong>
            </p>
            <TextAreaField
              label="Additional details (optional)"
              rows={5}
              {...bind('additionalDetails')}
              error={errors.additionalDetails}
              hint={SPECIAL_INFORMATION_WARNING}
            />
            <ConsentChoices bind={bind} />
          </>
        );
      case 'legalNeeds': {
        const subcategory = wizardRules().resolveLegalNeed(data.legalNeed);
        return (
          <>
            <Controller
              control={form.control}
              name="legalNeed"
              render={({ field }) => (
                <LegalNeedField
                  value={field.value}
                  onChange={(value) => set('legalNeed', value)}
                  error={errors.legalNeed}
                  inputRef={field.ref}
                />
              )}
            />
            <BrowseAreas value={data.legalNeed} onChoose={(name) => set('legalNeed', name)} />
            {subcategory && subcategory.items.length > 0 && (
              <SelectField label="More specifically (optional)" {...bind('specificItem')}>
                <option value="">Not sure / something else</option>
                {subcategory.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </SelectField>
            )}
            <TextAreaField
              label="Briefly describe your situation (optional)"
              rows={4}
              {...bind('description')}
              error={errors.description}
              hint={SPECIAL_INFORMATION_WARNING}
            />
            <SelectField
              label="Your household's monthly income after tax (optional)"
              {...bind('incomeBand')}
              hint="Only to show free legal help you may qualify for, next to your matches. It stays in this browser: we do not store it and firms never see it."
            >
              <option value="">Prefer not to say</option>
              {INCOME_BANDS.map((band) => (
                <option key={band.id} value={band.id}>
                  {band.label}
                </option>
              ))}
            </SelectField>
            <ConsentChoices bind={bind} />
          </>
        );
      }
    }
  }
}

/** The two separate consent questions on the last step, both unticked until the client ticks them. */
function ConsentChoices({ bind }: { bind: (field: 'shareWithOtherFirms' | 'reroute') => object }) {
  const labels = consentLabels(RESPONSE_PROMISE);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Your choices (optional)</legend>
      <CheckboxField label={labels.shareWithOtherFirms} {...bind('shareWithOtherFirms')} />
      <CheckboxField label={labels.reroute} {...bind('reroute')} />
    </fieldset>
  );
}

function StepIndicator({ current }: { current: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-800">
        Step {current} of {TOTAL_STEPS}
      </p>
      <ol className="mt-2 grid grid-cols-5 gap-1.5" aria-hidden="true">
        {Array.from({ length: TOTAL_STEPS }, (_, i) => (
          <li key={i} className={`h-2 rounded-full ${i < current ? 'bg-brand-700' : 'bg-slate-200'}`} />
        ))}
      </ol>
    </div>
  );
}

function ChoiceButton({
  selected,
  onClick,
  title,
  detail,
}: {
  selected: boolean;
  onClick: () => void;
  title: string;
  detail: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      className={`rounded-xl border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-300 hover:bg-slate-50'}`}
    >
      <span className="block font-semibold text-brand-950">{title}</span>
      <span className="mt-1 block text-sm text-slate-600">{detail}</span>
    </button>
  );
}
