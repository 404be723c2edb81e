import { useLocation } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { leadReleaseTokenSchema } from '@/domain/leads/release';
import { SEND_ON_MESSAGES, sendOnConsent, type GetSendOnOfferResult } from '@/domain/leads/send-on';
import { useSendLeadOn, useSendOnOffer } from '../api/send-on';
import { formatSastDate } from '@/domain/shared/format';

const INCOMPLETE_LINK = 'This link is incomplete. Please open it again from the email we sent you.';
const NEW_MATCH_PATH = '/matching';

/**
 * Opened from a link in the "your firm did not answer" email. Opening it sends nothing (mail
 * scanners open links): the page names the firm, lists what it would receive and asks for the
 * client's agreement; only the button sends the request on.
 */
export default function SendOnPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <Container className="py-12">
      <div className="mx-auto max-w-2xl">
        {leadReleaseTokenSchema.safeParse(token).success ? (
          <SendOnQuestion token={token} />
        ) : (
          <Refused message={INCOMPLETE_LINK} />
        )}
      </div>
    </Container>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <PageHeading title="Send your request on" />
      <Alert tone="error">{message}</Alert>
      <div className="mt-6">
        <ButtonLink to={NEW_MATCH_PATH} variant="secondary">
          Start a new match
        </ButtonLink>
      </div>
    </>
  );
}

function SendOnQuestion({ token }: { token: string }) {
  const lookup = useSendOnOffer(token);
  const sending = useSendLeadOn(token);
  if (sending.sent) {
    return (
      <>
        <PageHeading title="Request sent" />
        <Alert tone="success">{SEND_ON_MESSAGES.sent(sending.sent.firmName)}</Alert>
        <div className="mt-6">
          <ButtonLink to="/" variant="secondary">
            Home
          </ButtonLink>
        </div>
      </>
    );
  }
  if (lookup.state === 'loading') return <LoadingBlock label="Checking your link..." />;
  if (lookup.state === 'error') return <Refused message={lookup.message} />;
  const offer = lookup.data;
  return (
    <>
      <PageHeading
        title={`Send your request to ${offer.firmName}?`}
        lead={`${offer.previousFirmName} did not answer your request in time. ${offer.firmName} is one of the next best matches for your need and is taking new clients.`}
      />
      <Card>
        <OfferDetails offer={offer} />
        <p className="mt-6 text-slate-800">{sendOnConsent(offer.firmName)}</p>
        {sending.failure && (
          <Alert tone="error" className="mt-4">
            {sending.failure}
          </Alert>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button busy={sending.busy} onClick={() => void sending.send()} className="[overflow-wrap:anywhere]">
            Send my request to {offer.firmName}
          </Button>
          <ButtonLink to={NEW_MATCH_PATH} variant="secondary">
            Start a new match instead
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          This link works once, until {formatSastDate(offer.expiresAt)}. Sending the request here ends the other links in the same
          email.
        </p>
      </Card>
    </>
  );
}

function OfferDetails({ offer }: { offer: GetSendOnOfferResult }) {
  const rows: [string, string][] = [
    ['Firm', offer.firmName],
    ['What you asked for', offer.need],
    ['Where', offer.area],
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="font-semibold text-brand-950">What {offer.firmName} will receive</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {offer.shared.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
