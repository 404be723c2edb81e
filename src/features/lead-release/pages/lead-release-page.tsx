import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { ContactUsText } from '@/components/contact-us-text';
import { leadReleaseTokenSchema, type LeadReleaseDecision } from '@/domain/leads/release';
import { LocalizedMeta } from '@/components/localized-meta';
import { refusalWording } from '@/lib/i18n/refusals';
import { localNeed } from '@/lib/i18n/need-name';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMutation } from '@/lib/use-mutation';
import { respondToLeadRelease, useLeadRelease } from '../api/lead-release';

/**
 * The client's answer to a firm that accepted their shared case (link in the release email). The
 * email's two links only preselect an answer: nothing happens until the client presses a button,
 * so a mail scanner that opens links decides nothing. In the client's language (`/zu/lead-release`),
 * its refusals too, by their reasons (refusalWording).
 */
export default function LeadReleasePage() {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token') ?? '';
  const valid = leadReleaseTokenSchema.safeParse(token).success;
  return (
    <Container className="py-12">
      <LocalizedMeta page="lead-release" />
      {valid ? (
        <ReleaseQuestion token={token} suggested={params.get('decision')} />
      ) : (
        <>
          <PageHeading title={t('release.title')} />
          <Alert tone="error">{t('myRequest.incompleteLink')}</Alert>
        </>
      )}
    </Container>
  );
}

function ReleaseQuestion({ token, suggested }: { token: string; suggested: string | null }) {
  const lookup = useLeadRelease(token);
  const { pathTo } = useLocale();
  const [done, setDone] = useState<{ decision: LeadReleaseDecision; firmName: string } | null>(null);
  const [chosen, setChosen] = useState<LeadReleaseDecision | null>(null);
  const answer = useMutation(async (decision: LeadReleaseDecision) => {
    setChosen(decision);
    setDone(await respondToLeadRelease(token, decision));
  }, refusalWording('respondToLeadRelease'));
  const busy = answer.busy ? chosen : null;
  const error = answer.failure;

  if (done) {
    return (
      <>
        <PageHeading title={done.decision === 'release' ? t('release.sharedTitle') : t('release.notSharedTitle')} />
        <Alert tone="success">
          {done.decision === 'release'
            ? t('release.released', { firm: done.firmName })
            : t('release.declined', { firm: done.firmName })}
        </Alert>
        <div className="mt-6">
          <ButtonLink to={pathTo('/')} variant="secondary">
            {t('common.home')}
          </ButtonLink>
        </div>
      </>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label={t('common.checkingLink')} />;
  if (lookup.state === 'error') {
    return (
      <>
        <PageHeading title={t('release.title')} />
        <Alert tone="error">
          <ContactUsText text={lookup.message} />
        </Alert>
      </>
    );
  }

  const { firmName, need } = lookup.release;
  return (
    <>
      <PageHeading
        title={t('release.question', { firm: firmName })}
        lead={t('release.lead', { firm: firmName, need: localNeed(need) })}
      />
      <Card className="max-w-3xl">
        <p className="text-slate-800">{t('release.explain', { firm: firmName })}</p>
        {error && (
          <Alert tone="error" className="mt-4">
            <ContactUsText text={error} />
          </Alert>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button
            variant={suggested === 'decline' ? 'secondary' : 'primary'}
            busy={busy === 'release'}
            disabled={busy !== null}
            onClick={() => void answer.mutate('release')}
          >
            {t('release.share', { firm: firmName })}
          </Button>
          <Button
            variant={suggested === 'decline' ? 'primary' : 'secondary'}
            busy={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void answer.mutate('decline')}
          >
            {t('release.decline')}
          </Button>
        </div>
      </Card>
    </>
  );
}
