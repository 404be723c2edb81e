import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, ButtonLink, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { confirmationErrorMessage, MATCH_MESSAGES } from '@/domain/leads/leads';
import { type ContactFirmState } from '@/domain/matching/contracts';
import { reasonOf } from '@/lib/callable';
import { contactFirm } from '../api/contact-firm';
import { LocalizedMeta } from '@/lib/i18n/localized-meta';
import { localMessage, responsePromise } from '@/lib/i18n/messages';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';

type Status = 'idle' | 'processing' | 'success' | 'error';

/** Repeat attempts inside this window are ignored (spec: match retry throttle). */
const RETRY_THROTTLE_MS = 5000;

export default function ContactFirmPage() {
  const state = useLocation().state as ContactFirmState | null;
  const navigate = useNavigate();
  const { pathTo } = useLocale();
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

  if (!state?.firm || !state.searchCriteria) return <Navigate to={pathTo('/matching')} replace />;

  const tryAgain = () => {
    lastAttempt.current = 0;
    setStatus('idle');
    void start();
  };

  return (
    <Container className="py-12">
      <LocalizedMeta page="contact-firm" />
      <div className="mx-auto max-w-xl text-center">
        {(status === 'idle' || status === 'processing') && (
          <>
            <PageHeading title={t('contact.processingTitle')} lead={t('contact.processingLead', { firm: state.firm.firmName })} />
            <LoadingBlock label={t('contact.processingLabel')} />
          </>
        )}
        {status === 'success' && (
          <>
            <PageHeading
              title={t('contact.successTitle')}
              lead={t('contact.successLead', {
                firm: state.firm.firmName,
                email: state.searchCriteria.email,
                promise: responsePromise(),
              })}
            />
            {state.postToOpenLeads && (
              <Alert tone="info" className="mb-6 text-left">
                {t('contact.shared', { province: state.province })}
              </Alert>
            )}
            <ButtonLink to="/">{t('contact.home')}</ButtonLink>
          </>
        )}
        {status === 'error' && (
          <>
            <PageHeading title={t('contact.errorTitle')} />
            <Alert tone="error" className="mb-6 text-left">
              {localMessage(message)}
            </Alert>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Button variant="secondary" onClick={() => navigate(pathTo('/results'), { state: state.results })}>
                {t('contact.chooseAnother')}
              </Button>
              <Button onClick={tryAgain}>{t('contact.tryAgain')}</Button>
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
