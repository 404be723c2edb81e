import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, ButtonLink, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { MATCH_MESSAGES } from '@/domain/leads/leads';
import { type ContactFirmState } from '@/domain/matching/contracts';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import { MATCH_CONFIRMATION_WORDING } from '@/lib/match-confirmation-wording';
import { useMutation } from '@/lib/use-mutation';
import { contactFirm } from '../api/contact-firm';

/** Repeat attempts inside this window are ignored (spec: match retry throttle). */
const RETRY_THROTTLE_MS = 5000;

export default function ContactFirmPage() {
  const state = useLocation().state as ContactFirmState | null;
  const navigate = useNavigate();
  // The server's answer to the last request that got one: 'declined' is an answer without a refusal.
  const [answer, setAnswer] = useState<'matched' | 'declined' | null>(null);
  const lastAttempt = useRef(0);
  const sending = useMutation((request: ContactFirmState) => {
    const { firm, searchCriteria, postToOpenLeads, idempotencyKey, results } = request;
    return contactFirm({
      firmId: firm.id,
      searchCriteria,
      postToOpenLeads,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      consent: { shareWithOtherFirms: postToOpenLeads, reroute: results?.consent?.reroute ?? false },
    });
  }, MATCH_CONFIRMATION_WORDING);

  async function start() {
    if (!state?.firm || !state.searchCriteria) return;
    const now = Date.now();
    if (now - lastAttempt.current < RETRY_THROTTLE_MS) return;
    lastAttempt.current = now;
    setAnswer(null);
    const outcome = await sending.mutate(state);
    if (outcome.ok) setAnswer(outcome.value?.success ? 'matched' : 'declined');
  }

  // Starts once on arrival (this page's location state never changes); the throttle also absorbs
  // React's development double effect.
  useEffect(() => {
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!state?.firm || !state.searchCriteria) return <Navigate to="/matching" replace />;

  const tryAgain = () => {
    lastAttempt.current = 0;
    void start();
  };
  const failure = sending.failure ?? (answer === 'declined' ? MATCH_MESSAGES.notSuccess : null);

  return (
    <Container className="py-12">
      <div className="mx-auto max-w-xl text-center">
        {answer === null && failure === null && (
          <>
            <PageHeading title="Processing Your Match" lead={`Sending your request to ${state.firm.firmName}...`} />
            <LoadingBlock label="Processing your match" />
          </>
        )}
        {answer === 'matched' && (
          <>
            <PageHeading
              title="Successfully Matched!"
              lead={`${state.firm.firmName} has your request and will contact you at ${state.searchCriteria.email} ${RESPONSE_PROMISE}.`}
            />
            {state.postToOpenLeads && (
              <Alert tone="info" className="mb-6 text-left">
                Your case was also shared with other verified law firms in {state.province}, without your contact details.
              </Alert>
            )}
            <ButtonLink to="/">Return Home</ButtonLink>
          </>
        )}
        {failure !== null && (
          <>
            <PageHeading title="Unable to Process Match" />
            <Alert tone="error" className="mb-6 text-left">
              {failure}
            </Alert>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Button variant="secondary" onClick={() => navigate('/results', { state: state.results })}>
                Choose Another Firm
              </Button>
              <Button onClick={tryAgain}>Try Again</Button>
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
