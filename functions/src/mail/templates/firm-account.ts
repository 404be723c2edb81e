import { BRAND_NAME } from '@/domain/shared/brand';
import { formatSastDate } from '@/domain/shared/format';
import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** registerFirm for a new address: the one link that confirms it and opens the account. */
export function firmEmailConfirmation(data: MailData<'firm-email-confirmation'>): RenderedMail {
  const title = 'Confirm your email address';
  const intro = `Hello ${data.contactName}, thank you for registering ${data.firmName} with ${BRAND_NAME}. Please confirm that this is your address to finish your registration and sign in.`;
  const rows: [string, string][] = [
    ['Firm', data.firmName],
    ['Link works until', formatSastDate(data.expiresOn)],
  ];
  const after = 'The link works once. If you did not register a firm, ignore this email: nothing happens without the link.';
  return {
    subject: subjectLine(`Confirm your email to finish registering ${data.firmName}`),
    html: htmlFrame(
      title,
      paragraph(intro) + detailsTable(rows) + button('Confirm my email', data.confirmUrl) + paragraph(after),
    ),
    text: textFrame(title, `${intro}\n\n${detailsText(rows)}\n\nConfirm my email: ${data.confirmUrl}\n\n${after}`),
  };
}

/** registerFirm for an address that already has an account: nothing was created; the owner is told. */
export function registrationAttempt(data: MailData<'registration-attempt'>): RenderedMail {
  const title = 'Someone tried to register with your address';
  const intro = `Someone tried to register a law firm on ${BRAND_NAME} with this email address, which already has an account. No new account was created.`;
  const ifYou = 'If it was you, sign in to your existing account, or choose a new password if you have forgotten it.';
  const ifNot = 'If it was not you, you need not do anything: your account and password are unchanged.';
  return {
    subject: subjectLine(`Your ${BRAND_NAME} account: a registration attempt`),
    html: htmlFrame(
      title,
      paragraph(intro) +
        paragraph(ifYou) +
        button('Sign in', data.signInUrl) +
        button('Choose a new password', data.resetLink) +
        paragraph(ifNot),
    ),
    text: textFrame(
      title,
      `${intro}\n\n${ifYou}\n\nSign in: ${data.signInUrl}\nChoose a new password: ${data.resetLink}\n\n${ifNot}`,
    ),
  };
}

/** closeFirmAccount: what was erased and what the law makes us keep. */
export function firmAccountClosed(data: MailData<'firm-account-closed'>): RenderedMail {
  const title = 'Your firm account is closed';
  const intro = `The ${BRAND_NAME} account of ${data.firmName} is closed. Any PayFast subscription was cancelled, and your profile, account details, leads, review replies and sign-in are erased.`;
  const kept =
    data.invoicesKept > 0
      ? `We keep the records of your ${data.invoicesKept === 1 ? 'payment' : `${data.invoicesKept} payments`} (tax invoices) for five years, as the Tax Administration Act requires.`
      : 'You made no payments, so we keep no invoices.';
  return {
    subject: subjectLine(`${data.firmName}: account closed`),
    html: htmlFrame(title, paragraph(intro) + paragraph(kept)),
    text: textFrame(title, `${intro}\n\n${kept}`),
  };
}

/** The inactive-firms job: nobody has signed in for about 11 (then 11.5) months; signing in keeps the account. */
export function firmInactiveWarning(data: MailData<'firm-inactive-warning'>): RenderedMail {
  const title =
    data.warning === 'first'
      ? 'Your firm account will be closed unless you sign in'
      : 'Last reminder: sign in to keep your firm account';
  const intro = `Nobody has signed in to the ${BRAND_NAME} account of ${data.firmName} since ${data.lastSignIn}. We close firm accounts that are not used for 12 months, as our privacy policy says, so that we do not keep your details longer than needed.`;
  const keep = `To keep the account, sign in once before ${data.closesOn}. Nothing else is needed. If you do not, we close it on or after that day the same way as when a firm closes its own account: any PayFast subscription is cancelled, the profile, leads and sign-in are erased, and payment records are kept for five years as tax law requires.`;
  const rows: [string, string][] = [
    ['Last sign-in', data.lastSignIn],
    ['Closes on or after', data.closesOn],
  ];
  return {
    subject: subjectLine(
      data.warning === 'first'
        ? `${data.firmName}: sign in before ${data.closesOn} to keep your account`
        : `Last reminder: ${data.firmName} closes on ${data.closesOn} unless you sign in`,
    ),
    html: htmlFrame(title, paragraph(intro) + paragraph(keep) + detailsTable(rows) + button('Sign in', data.signInUrl)),
    text: textFrame(title, `${intro}\n\n${keep}\n\n${detailsText(rows)}\n\nSign in: ${data.signInUrl}`),
  };
}
