import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui';
import type { Province, ResultsState, SearchCriteria } from '@/domain';
import { resolveLegalNeed } from '@/domain/legal-need-search';
import { MAJOR_CITIES_BY_PROVINCE, PROVINCES } from '@/domain/provinces';
import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/brand';
import { consentLabels, SPECIAL_INFORMATION_WARNING } from '@/domain/consent-text';
import { INCOME_BANDS, isIncomeBandId } from '@/domain/legal-aid';
import { requestMatch } from '../api/request-match';
import { reasonOf } from '@/lib/callable';
import { LegalNeedField } from './legal-need-field';
import { loadedWizardRules, loadWizardRules, wizardRules } from './wizard-rules';
import { clearDraft, forgetSubmissionKey, readDraft, submissionKey, writeDraft } from '@/lib/session-draft';
import {
  firstInvalidStep,
  fromDraft,
  initialWizardState,
  position,
  stepNumber,
  toDraft,
  toSearchCriteria,
  TOTAL_STEPS,
  wizardReducer,
  type WizardData,
  type WizardState,
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

/** Criteria from 'Modify Search' start the wizard with what the client entered. */
const startState = (initialData: Partial<WizardData> | undefined): WizardState => initialWizardState(initialData);
const hasCriteria = (initialData: Partial<WizardData> | undefined) => Boolean(initialData && Object.keys(initialData).length > 0);

export function MatchingWizard({ initialData }: { initialData?: Partial<WizardData> }) {
  const location = useLocation();
  const [state, dispatch] = useReducer(wizardReducer, initialData, startState);
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: two clicks in one frame both see submitting=false in their closures.
  const inFlight = useRef(false);
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { step, data, errors } = state;
  const number = stepNumber(step.view);
  const isFirst = state.history.length === 0;
  const at = position(state);
  const urlAt = positionInUrl(location.search);

  // The page is prerendered at its first step, so the first render must be that step; the tab's
  // draft (a reload) is put back right after, at the step the URL names if the draft reaches it.
  // Until then the wizard neither follows nor writes the URL or the draft.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = hasCriteria(initialData) ? null : readDraft('matching-wizard', fromDraft);
    if (draft) dispatch({ type: 'restore', state: wizardReducer(draft, { type: 'goTo', position: urlAt }) });
    setRestored(true);
    // Once, on mount: later URL changes are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every step is a history entry. The browser moved (Back, Forward): follow the URL. A Forward
  // that stops short (a step needing attention) corrects the entry: below when the wizard moved,
  // here when it could not move at all.
  const latestState = useRef(state);
  latestState.current = state;
  useEffect(() => {
    if (!restored) return;
    const current = latestState.current;
    const target = wizardReducer(current, { type: 'goTo', position: urlAt });
    if (target !== current) dispatch({ type: 'restore', state: target });
    else if (position(target) !== urlAt)
      navigate({ search: searchFor(position(target)) }, { replace: true, state: window.history.state?.usr });
  }, [urlAt, restored, navigate]);
  // The wizard moved (Continue, or a Forward that stopped at a step needing attention): a new
  // entry going on, the same entry corrected otherwise. Location state ('Modify Search') stays.
  const latestUrlAt = useRef(urlAt);
  latestUrlAt.current = urlAt;
  useEffect(() => {
    const shown = latestUrlAt.current;
    if (!restored || at === shown) return;
    navigate({ search: searchFor(at) }, { replace: at < shown, state: window.history.state?.usr });
  }, [at, navigate, restored]);
  // What was typed survives a reload for this tab's session (cleared after a successful submit).
  useEffect(() => {
    if (restored) writeDraft('matching-wizard', toDraft(state));
  }, [state, restored]);

  // The wizard's own Back is the browser's Back, so both walk the same entries.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else dispatch({ type: 'back' });
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

  const set = (field: keyof WizardData) => (value: string | boolean) => dispatch({ type: 'set', field, value });

  const isFinal = step.view === 'legalNeeds' || (step.view === 'services' && step.sub === 1);

  async function submit() {
    if (inFlight.current) return;
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
  // only validated once they are here. Continue shows a short wait if they are not yet.
  const [waitingForRules, setWaitingForRules] = useState(false);
  const [rulesFailed, setRulesFailed] = useState(false);
  const prefetchRules = () => void loadWizardRules().catch(() => undefined);
  async function prepare(): Promise<boolean> {
    if (loadedWizardRules()) return true;
    setWaitingForRules(true);
    try {
      await loadWizardRules();
      setRulesFailed(false);
      return true;
    } catch {
      setRulesFailed(true);
      return false;
    } finally {
      setWaitingForRules(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (!(await prepare())) return;
    if (isFinal) {
      // A reload or Forward may have arrived here past a step that no longer passes: go there.
      const invalid = firstInvalidStep(state);
      if (invalid && invalid.position < at) {
        dispatch({ type: 'goTo', position: invalid.position });
        dispatch({ type: 'fail', errors: invalid.errors });
        return;
      }
      if (step.view === 'legalNeeds' && !resolveLegalNeed(data.legalNeed)) {
        dispatch({ type: 'next' }); // records the error message
        return;
      }
      void submit();
      return;
    }
    dispatch({ type: 'next' });
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
        <div className="mt-6 space-y-5">{renderView()}</div>
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
    // Persons and businesses give their email on the same terms, as the last details step.
    const emailField = (
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        value={data.email}
        onChange={(e) => set('email')(e.target.value)}
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
              checked={data.legalTermsAccepted}
              onChange={(e) => set('legalTermsAccepted')(e.target.checked)}
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
                onClick={() => dispatch({ type: 'chooseUserType', value: 'person' })}
                title="An individual"
                detail="Family, property, work, criminal and other personal matters"
              />
              <ChoiceButton
                selected={data.userType === 'business'}
                onClick={() => dispatch({ type: 'chooseUserType', value: 'business' })}
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
            <TextField
              label="First name"
              autoComplete="given-name"
              value={data.firstName}
              onChange={(e) => set('firstName')(e.target.value)}
              error={errors.firstName}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              value={data.lastName}
              onChange={(e) => set('lastName')(e.target.value)}
              error={errors.lastName}
            />
          </div>
        ) : (
          emailField
        );
      case 'businessDetails':
        if (step.sub === 0)
          return (
            <TextField
              label="Company name"
              autoComplete="organization"
              value={data.companyName}
              onChange={(e) => set('companyName')(e.target.value)}
              error={errors.companyName}
            />
          );
        if (step.sub === 1)
          return (
            <TextField
              label="Contact person"
              autoComplete="name"
              value={data.contactName}
              onChange={(e) => set('contactName')(e.target.value)}
              error={errors.contactName}
            />
          );
        return emailField;
      case 'location':
        return step.sub === 0 ? (
          <SelectField
            label="Province"
            value={data.location}
            onChange={(e) => set('location')(e.target.value)}
            error={errors.location}
          >
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
              value={data.city}
              onChange={(e) => set('city')(e.target.value)}
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
                  onClick={() => dispatch({ type: 'chooseServiceType', value: type })}
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
              value={data.additionalDetails}
              onChange={(e) => set('additionalDetails')(e.target.value)}
              error={errors.additionalDetails}
              hint={SPECIAL_INFORMATION_WARNING}
            />
            <ConsentChoices data={data} set={set} />
          </>
        );
      case 'legalNeeds': {
        const subcategory = resolveLegalNeed(data.legalNeed);
        return (
          <>
            <LegalNeedField value={data.legalNeed} onChange={(v) => set('legalNeed')(v)} error={errors.legalNeed} />
            {subcategory && subcategory.items.length > 0 && (
              <SelectField
                label="More specifically (optional)"
                value={data.specificItem}
                onChange={(e) => set('specificItem')(e.target.value)}
              >
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
              value={data.description}
              onChange={(e) => set('description')(e.target.value)}
              error={errors.description}
              hint={SPECIAL_INFORMATION_WARNING}
            />
            <SelectField
              label="Your household's monthly income after tax (optional)"
              value={data.incomeBand}
              onChange={(e) => set('incomeBand')(e.target.value)}
              hint="Only to show free legal help you may qualify for, next to your matches. It stays in this browser: we do not store it and firms never see it."
            >
              <option value="">Prefer not to say</option>
              {INCOME_BANDS.map((band) => (
                <option key={band.id} value={band.id}>
                  {band.label}
                </option>
              ))}
            </SelectField>
            <ConsentChoices data={data} set={set} />
            {errors.form && <Alert tone="error">{errors.form}</Alert>}
          </>
        );
      }
    }
  }
}

/** The two separate consent questions on the last step, both unticked until the client ticks them. */
function ConsentChoices({ data, set }: { data: WizardData; set: (field: keyof WizardData) => (value: boolean) => void }) {
  const labels = consentLabels(RESPONSE_PROMISE);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Your choices (optional)</legend>
      <CheckboxField
        label={labels.shareWithOtherFirms}
        checked={data.shareWithOtherFirms}
        onChange={(e) => set('shareWithOtherFirms')(e.target.checked)}
      />
      <CheckboxField label={labels.reroute} checked={data.reroute} onChange={(e) => set('reroute')(e.target.checked)} />
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
