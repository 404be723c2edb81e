import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { Button, useZodForm } from '@/components/ui';
import type { Urgency } from '@/domain/leads/urgency';
import { featuredRequestSchema, type FeaturedRequest } from '@/domain/matching/criteria';
import { MATCH_CONFIRMATION_WORDING } from '@/lib/match-confirmation-wording';
import { forgetSubmissionKey, submissionKey } from '@/lib/session-draft';
import { useMutation } from '@/lib/use-mutation';
import { submitFeaturedRequest } from '../api/submit-featured-request';
import {
  FEATURED_STEPS,
  fieldsOf,
  LAST_POSITION,
  requestToSend,
  settledPosition,
  stepAt,
  STEP_TITLES,
} from './featured-request-state';
import { StepScreen } from './featured-request-steps';
import { useDraftAnswers, useFeaturedRequestDraft } from './use-featured-request-draft';
import { useFeaturedRequestUrl } from './use-featured-request-step';

/**
 * The four-step featured request (spec: steps 0 to 3): terms, details, service, urgency; choosing
 * an urgency submits. The matching wizard's pattern (docs/matching.md, "Screens"): the path is pure
 * (featured-request-state.ts), each step is a component (featured-request-steps.tsx), the URL names
 * the firm and the step (use-featured-request-step.ts) and the tab keeps a draft of the answers
 * (use-featured-request-draft.ts), so a reload comes back to the same step with what was typed.
 * One form with the callable's own schema; each step checks its own fields (the spec's page skips
 * the details check; the server refuses bad details anyway, so checking early only spares the
 * client a failed request).
 */
export function FeaturedRequestFlow({
  firm,
  successAction,
}: {
  firm: { id: string; firmName: string };
  successAction: { label: string; to?: string };
}) {
  const url = useFeaturedRequestUrl();
  const form = useZodForm(featuredRequestSchema, { defaultValues: useDraftAnswers(firm.id) });
  const draft = useFeaturedRequestDraft(form, firm.id);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A URL naming a step past one that does not pass (typed in, a reload without its draft) shows
  // the first step needing attention, and the entry is corrected to it.
  const requested = url.request?.position ?? 0;
  const position = settledPosition(requested, form.getValues());
  const { go } = url;
  useEffect(() => {
    if (position !== requested) go(position, { replace: true });
  }, [position, requested, go]);

  const sending = useMutation(async (request: FeaturedRequest) => {
    // One key per submission, kept in the tab until the answer is shown: a reload mid-request
    // or a second click sends the same key, and the server answers the first result.
    const submission = `featured-request:${firm.id}` as const;
    await submitFeaturedRequest(firm.id, requestToSend(request), submissionKey(submission));
    forgetSubmissionKey(submission);
    draft.forget();
    setSentTo(request.email);
  }, MATCH_CONFIRMATION_WORDING);
  const status = sentTo !== null ? 'sent' : sending.busy ? 'sending' : sending.failure ? 'failed' : 'editing';

  useEffect(() => {
    headingRef.current?.focus();
  }, [position, status]);

  const choose = (urgency: Urgency) => {
    form.setValue('urgency', urgency);
    void form.handleSubmit((request) => sending.mutate(request))();
  };

  // Presses of Continue run one after another, each from the step the one before reached: a second
  // press before the next step is on screen checks that step's fields rather than moving twice
  // (as in the wizard).
  const reached = useRef(position);
  useEffect(() => {
    reached.current = position;
  }, [position]);
  const presses = useRef(Promise.resolve());
  function next() {
    presses.current = presses.current.then(async () => {
      const from = reached.current;
      if (from >= LAST_POSITION || !(await form.trigger(fieldsOf(from)))) return;
      reached.current = from + 1;
      url.go(from + 1);
    });
  }

  if (status === 'sent' && sentTo !== null) {
    return (
      <RequestSent firmName={firm.firmName} email={sentTo} action={successAction} onClose={url.close} heading={headingRef} />
    );
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
        aria-labelledby={`flow-${firm.id}`}
        className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm"
      >
        <p className="text-sm font-semibold text-brand-800">
          Step {position + 1} of {FEATURED_STEPS.length} · {firm.firmName}
        </p>
        <h3
          id={`flow-${firm.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 text-lg font-bold text-brand-950 focus:outline-none"
        >
          {STEP_TITLES[stepAt(position)]}
        </h3>
        <div className="mt-4 space-y-4">
          <StepScreen
            step={stepAt(position)}
            urgency={{ choose, sending: status === 'sending', failure: status === 'failed' ? sending.failure : null }}
          />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={position === 0 ? url.close : url.back} disabled={status === 'sending'}>
            {position === 0 ? 'Cancel' : 'Back'}
          </Button>
          {position < LAST_POSITION && <Button type="submit">Continue</Button>}
        </div>
      </form>
    </FormProvider>
  );
}

function RequestSent(props: {
  firmName: string;
  email: string;
  action: { label: string; to?: string };
  onClose: () => void;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className="rounded-2xl border border-green-300 bg-green-50 p-6 text-center">
      <h3 ref={props.heading} tabIndex={-1} className="text-xl font-bold text-green-900 focus:outline-none">
        Request Sent Successfully!
      </h3>
      <p className="mt-2 text-green-900">
        Your request has been sent to {props.firmName}. They will contact you shortly at {props.email}.
      </p>
      <div className="mt-5">
        {props.action.to ? (
          <Link
            to={props.action.to}
            className="inline-flex rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {props.action.label}
          </Link>
        ) : (
          <Button onClick={props.onClose}>{props.action.label}</Button>
        )}
      </div>
    </div>
  );
}
