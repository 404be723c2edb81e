import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LocalizedMeta } from '@/components/localized-meta';
import { Alert, ButtonLink, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { leadReleaseTokenSchema } from '@/domain/leads/release';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAnswerOffer } from '../api/answer';
import { AnswerPanel } from '../components/answer-panel';

/**
 * Opened from the firm's answer (the email's and the WhatsApp/SMS alert's link) and from the
 * booking email: the answer, the estimate and the times, one tap to book. Opening it decides
 * nothing (mail scanners open links). In the client's language (`/zu/my-request/answer`); the
 * server's refusals are worded by their reason (src/domain/i18n/refusal-keys.ts).
 */
export default function AnswerPage() {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token') ?? '';
  // The email links each time (`&time=<start>`): opening it books nothing, the page shows that time first.
  const chosen = Number(params.get('time')) || null;
  return (
    <Container className="py-12">
      <LocalizedMeta page="answer" />
      <div className="mx-auto max-w-2xl space-y-6">
        <PageHeading title={t('answer.pageTitle')} />
        {leadReleaseTokenSchema.safeParse(token).success ? (
          <AnswerLookup token={token} chosenTime={chosen} />
        ) : (
          <Alert tone="error">{t('myRequest.incompleteLink')}</Alert>
        )}
      </div>
    </Container>
  );
}

function AnswerLookup({ token, chosenTime }: { token: string; chosenTime: number | null }) {
  const [version, setVersion] = useState(0);
  // Booked here with an answer link: that link cannot change the booking (the booking email's link can).
  const [bookedHere, setBookedHere] = useState(false);
  const lookup = useAnswerOffer(token, version);
  const { pathTo } = useLocale();
  // The last view stays on screen while a reload after an action is under way (the panel keeps its confirmation).
  const last = useRef<typeof lookup | null>(null);
  if (lookup.state !== 'loading') last.current = lookup;
  const shown = lookup.state === 'loading' && last.current ? last.current : lookup;

  if (shown.state === 'loading') return <LoadingBlock label={t('answer.loading')} />;
  if (shown.state === 'error') {
    return (
      <div className="space-y-4">
        <Alert tone="error">{shown.message}</Alert>
        <ButtonLink to={pathTo('/')} variant="secondary">
          {t('common.home')}
        </ButtonLink>
      </div>
    );
  }
  if (!shown.data.answer) return <Alert tone="info">{t('server.answer.noAnswerYet')}</Alert>;
  const view = shown.data.answer;
  return (
    <AnswerPanel
      token={token}
      view={view}
      chosenTime={chosenTime}
      canChangeBooking={!bookedHere}
      onChanged={() => {
        if (view.state === 'open') setBookedHere(true);
        setVersion((v) => v + 1);
      }}
    />
  );
}
