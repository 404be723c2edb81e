import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { ContactUsText } from '@/components/contact-us-text';
import { LEAD_RELEASE_MESSAGES, leadReleaseTokenSchema, type LeadReleaseDecision } from '@/domain/leads/release';
import { useMutation } from '@/lib/use-mutation';
import { respondToLeadRelease, useLeadRelease } from '../api/lead-release';

const INCOMPLETE_LINK = 'This link is incomplete. Please open it again from the email we sent you.';

/**
 * The client's answer to a firm that accepted their shared case (link in the release email). The
 * email's two links only preselect an answer: nothing happens until the client presses a button,
 * so a mail scanner that opens links decides nothing.
 */
export default function LeadReleasePage() {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token') ?? '';
  const valid = leadReleaseTokenSchema.safeParse(token).success;
  return (
    <Container className="py-12">
      {valid ? (
        <ReleaseQuestion token={token} suggested={params.get('decision')} />
      ) : (
        <>
          <PageHeading title="Share your contact details" />
          <Alert tone="error">{INCOMPLETE_LINK}</Alert>
        </>
      )}
    </Container>
  );
}

function ReleaseQuestion({ token, suggested }: { token: string; suggested: string | null }) {
  const lookup = useLeadRelease(token);
  const [done, setDone] = useState<{ decision: LeadReleaseDecision; firmName: string } | null>(null);
  const [chosen, setChosen] = useState<LeadReleaseDecision | null>(null);
  const answer = useMutation(async (decision: LeadReleaseDecision) => {
    setChosen(decision);
    setDone(await respondToLeadRelease(token, decision));
  });
  const busy = answer.busy ? chosen : null;
  const error = answer.failure;

  if (done) {
    return (
      <>
        <PageHeading title={done.decision === 'release' ? 'Details shared' : 'Details not shared'} />
        <Alert tone="success">
          {done.decision === 'release'
            ? LEAD_RELEASE_MESSAGES.released(done.firmName)
            : LEAD_RELEASE_MESSAGES.declinedConfirm(done.firmName)}
        </Alert>
        <div className="mt-6">
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
      </>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label="Checking your link..." />;
  if (lookup.state === 'error') {
    return (
      <>
        <PageHeading title="Share your contact details" />
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
        title={`Share your contact details with ${firmName}?`}
        lead={`${firmName} has taken up the case you shared (${need}). They can see your need, area and description, but not your name, email address or phone number.`}
      />
      <Card className="max-w-3xl">
        <p className="text-slate-800">
          If you share, we send your name, email address and phone number to {firmName} so they can contact you. If you decline,
          they never receive them. You can answer once.
        </p>
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
            Share my details with {firmName}
          </Button>
          <Button
            variant={suggested === 'decline' ? 'primary' : 'secondary'}
            busy={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void answer.mutate('decline')}
          >
            Decline
          </Button>
        </div>
      </Card>
    </>
  );
}
