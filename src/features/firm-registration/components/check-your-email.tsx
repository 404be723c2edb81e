import { Alert, ButtonLink, Card, Container } from '@/components/ui';
import { FIRM_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import { PATHS } from '@/domain/shared/site';
import type { CheckEmailNotice } from './finish-registration';

/**
 * The wizard's last screen, the same for every address (registerFirm answers the same for a new
 * address and for one that already has an account): the mailbox says which it was.
 */
export function CheckYourEmail({ notice }: { notice: CheckEmailNotice }) {
  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold text-brand-950">{FIRM_ACCOUNT_MESSAGES.checkEmailTitle}</h1>
        {/* A long address has no spaces to break at: without this the page scrolls sideways on a phone. */}
        <p className="break-words text-slate-700 [overflow-wrap:anywhere]" role="status">
          {FIRM_ACCOUNT_MESSAGES.checkEmail(notice.email)}
        </p>
        {notice.logoNotice && <Alert tone="warning">{notice.logoNotice}</Alert>}
        <p className="text-sm text-slate-600">{FIRM_ACCOUNT_MESSAGES.checkEmailMissing}</p>
        <ButtonLink to={PATHS.firmLogin} variant="secondary">
          Sign In
        </ButtonLink>
      </Card>
    </Container>
  );
}
