import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, ButtonLink, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { type ContactFirmState } from '@/domain/matching/contracts';
import { useMutation } from '@/lib/use-mutation';
import { contactFirm } from '../api/contact-firm';
import { LocalizedMeta } from '@/components/localized-meta';
import { WIZARD_REFUSALS } from '@/domain/i18n/wizard-refusals';
import { wordingOf } from '@/lib/i18n/refusal-wording';
import { responsePromise } from '@/lib/i18n/response-promise';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';

/** Repeat attempts inside this window are ignored (spec: match retry throttle). */
const RETRY_THROTTLE_MS = 5000;

export default function ContactFirmPage() {
  const state = useLocation().state as ContactFirmState | null;
  const navigate = useNavigate();
  const { pathTo } = useLocale();
  // The server's answer to the last request that got one: 'declined' is an answer without a refusal.
  const [answer, setAnswer] = useState<'matched' | 'declined' | null>(null);
  const lastAttempt = useRef(0);
  const sending = useMutation(
    (request: ContactFirmState) => {
      const { firm, searchCriteria, postToOpenLeads, idempotencyKey, results } = request;
      return contactFirm({
        firmId: firm.id,
        searchCriteria,
        postToOpenLeads,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        consent: { shareWithOtherFirms: postToOpenLeads, reroute: results?.consent?.reroute ?? false },
      });
    },
    wordingOf(WIZARD_REFUSALS.contactFirm, { fallback: 'match.otherError' }),
  );

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

  if (!state?.firm || !state.searchCriteria) return <Navigate to={pathTo('/matching')} replace />;

  const tryAgain = () => {
    lastAttempt.current = 0;
    void start();
  };
  const failure = sending.failure ?? (answer === 'declined' ? t('match.notSuccess') : null);

  return (
    <Container className="py-12">
      <LocalizedMeta page="contact-firm" />
      <div className="mx-auto max-w-xl text-center">
        {answer === null && failure === null && (
          <>
            <PageHeading title={t('contact.processingTitle')} lead={t('contact.processingLead', { firm: state.firm.firmName })} />
            <LoadingBlock label={t('contact.processingLabel')} />
          </>
        )}
        {answer === 'matched' && (
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
        {failure !== null && (
          <>
            <PageHeading title={t('contact.errorTitle')} />
            <Alert tone="error" className="mb-6 text-left">
              {failure}
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
