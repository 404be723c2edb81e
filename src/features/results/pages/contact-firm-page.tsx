import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, ButtonLink, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { confirmationErrorMessage, MATCH_MESSAGES } from '@/domain/leads/leads';
import { type ContactFirmState } from '@/domain/matching/contracts';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import { reasonOf } from '@/lib/callable';
import { contactFirm } from '../api/contact-firm';

type Status = 'idle' | 'processing' | 'success' | 'error';

/** Repeat attempts inside this window are ignored (spec: match retry throttle). */
const RETRY_THROTTLE_MS = 5000;

export default function ContactFirmPage() {
  const state = useLocation().state as ContactFirmState | null;
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const lastAttempt = useRef(0);
  const running = useRef(false);

  const start = useCallback(async () => {
    if (!state?.firm || !state.searchCriteria) return;
    const now = Date.now();
    if (running.current || now - lastAttempt.current < RETRY_THROTTLE_MS) return;
    lastAttempt.current = now;
    running.current = true;
    setStatus('processing');
    try {
      const result = await contactFirm({
        firmId: state.firm.id,
        searchCriteria: state.searchCriteria,
        postToOpenLeads: state.postToOpenLeads,
        ...(state.idempotencyKey ? { idempotencyKey: state.idempotencyKey } : {}),
        consent: { shareWithOtherFirms: state.postToOpenLeads, reroute: state.results?.consent?.reroute ?? false },
      });
      if (result?.success) setStatus('success');
      else {
        setMessage(MATCH_MESSAGES.notSuccess);
        setStatus('error');
      }
    } catch (error) {
      setMessage(confirmationErrorMessage(reasonOf(error), error instanceof Error ? error.message : undefined));
      setStatus('error');
    } finally {
      running.current = false;
    }
  }, [state]);

  // Starts once on arrival; the throttle also absorbs React's development double effect.
  useEffect(() => {
    void start();
  }, [start]);

  if (!state?.firm || !state.searchCriteria) return <Navigate to="/matching" replace />;

  const tryAgain = () => {
    lastAttempt.current = 0;
    setStatus('idle');
    void start();
  };

  return (
    <Container className="py-12">
      <div className="mx-auto max-w-xl text-center">
        {(status === 'idle' || status === 'processing') && (
          <>
            <PageHeading title="Processing Your Match" lead={`Sending your request to ${state.firm.firmName}...`} />
            <LoadingBlock label="Processing your match" />
          </>
        )}
        {status === 'success' && (
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
        {status === 'error' && (
          <>
            <PageHeading title="Unable to Process Match" />
            <Alert tone="error" className="mb-6 text-left">
              {message}
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
