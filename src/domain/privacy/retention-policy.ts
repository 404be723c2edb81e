/**
 * The privacy policy's retention list, one line per retention constant: RETENTION_LINES is typed
 * by RETENTION's keys (a new period fails the typecheck until it has its sentence), and
 * LINK_LIFETIMES names every link's lifetime constant of src/domain (retention-policy.test.ts scans
 * for `*_TTL_DAYS` / `*_LINK_DAYS` constants and fails on one missing here, or the other way round).
 */
import { ANSWER_LINK_TTL_DAYS } from '../answers/contract';
import { LEGAL_UPDATES_CONFIRM_DAYS } from '../blog/legal-updates-text';
import { FIRM_EMAIL_CONFIRMATION_TTL_DAYS } from '../firms/account';
import { CONTACT_CHECK_TTL_DAYS } from '../leads/contact-claim';
import { SEND_ON_TTL_DAYS } from '../leads/send-on';
import { PHONE_OFF_LINK_DAYS } from '../notifications/phone-off';
import { BRAND_NAME, POLICY } from '../shared/brand';
import { INACTIVE_FIRM_WARNING_DAYS, RETENTION } from './retention';

type RetentionKey = keyof typeof RETENTION;
const r = RETENTION;

export const RETENTION_LINES: Readonly<Record<RetentionKey, string>> = {
  leadPersonalInfoMonths: `Your name, contact details and description on a request, and the words of a firm’s answer, your booking note and the reasons given for changes: removed ${r.leadPersonalInfoMonths} months after the request (the firm keeps an anonymous record of the area, the estimate and the dates for its figures)`,
  contactMonths: `The matching wizard’s contact record: deleted after ${r.contactMonths} months`,
  contactMessageMonths: `Contact Us messages: deleted after ${r.contactMessageMonths} months`,
  mailDays: `Emails and WhatsApp or SMS messages we send: our copy is deleted after ${r.mailDays} days`,
  leadReleaseDays: `Links to release your details to a firm: deleted after ${r.leadReleaseDays} days`,
  reviewInviteDays: `Links to review a firm: deleted after ${r.reviewInviteDays} days; a review you write stays public until you ask us to erase your information, which removes its words`,
  unconfirmedRegistrationDays: `A law firm registration whose email address is never confirmed: deleted with everything in it ${r.unconfirmedRegistrationDays} days after it was made, and the firm name can then be registered again`,
  legalUpdatePendingDays: `A legal-updates subscription never confirmed: deleted ${r.legalUpdatePendingDays} days after you asked (its confirmation link stops working after ${LEGAL_UPDATES_CONFIRM_DAYS} days)`,
  inactiveFirmDays: `A law firm account nobody has signed in to for ${r.inactiveFirmDays} days (12 months): closed the way a firm closes itself, after two warnings by email (at ${INACTIVE_FIRM_WARNING_DAYS.first} and ${INACTIVE_FIRM_WARNING_DAYS.second} days); its payment records are kept for ${POLICY.financialRecordRetentionYears} years`,
  translationSuggestionMonths: `A better translation you suggest for our pages (your words and your note): deleted ${r.translationSuggestionMonths} months after a reviewer accepted or declined it, or ${r.translationSuggestionMonths} months after you sent it if nobody has decided it; accepted words become part of the website’s own text`,
  legalUpdateUnsubscribedDays: `After you unsubscribe from legal updates we keep your address, your consent and when you withdrew it for ${r.legalUpdateUnsubscribedDays} days, as proof that we stopped, then delete them`,
};

/**
 * Every link's lifetime constant, with what the link does (LEAD_RELEASE_TTL_DAYS and
 * REVIEW_INVITE_TTL_DAYS are RETENTION's own periods, printed above).
 */
export const LINK_LIFETIMES = [
  {
    constant: 'ANSWER_LINK_TTL_DAYS',
    days: ANSWER_LINK_TTL_DAYS,
    link: 'your links to a firm’s answer and to a booked consultation',
  },
  {
    constant: 'CONTACT_CHECK_TTL_DAYS',
    days: CONTACT_CHECK_TTL_DAYS,
    link: 'the Yes / No link asking whether a firm contacted you',
  },
  { constant: 'SEND_ON_TTL_DAYS', days: SEND_ON_TTL_DAYS, link: 'the links to send your request on to another firm' },
  {
    constant: 'PHONE_OFF_LINK_DAYS',
    days: PHONE_OFF_LINK_DAYS,
    link: 'the link in a WhatsApp or SMS message that turns them off',
  },
  {
    constant: 'LEGAL_UPDATES_CONFIRM_DAYS',
    days: LEGAL_UPDATES_CONFIRM_DAYS,
    link: 'the link confirming a legal-updates subscription',
  },
  {
    constant: 'FIRM_EMAIL_CONFIRMATION_TTL_DAYS',
    days: FIRM_EMAIL_CONFIRMATION_TTL_DAYS,
    link: 'the link confirming a law firm’s email address',
  },
] as const;

/** The retention list as the privacy policy prints it. */
export function retentionItems(): string[] {
  return [
    ...Object.values(RETENTION_LINES),
    `Links we email you work for a limited time: ${LINK_LIFETIMES.map((l) => `${l.link}, ${l.days} days`).join('; ')}; each is deleted soon after it stops working`,
    `Law firm accounts: kept while the firm uses ${BRAND_NAME} (see the inactivity rule above); financial records are kept for ${POLICY.financialRecordRetentionYears} years, as tax law requires`,
    // The Information Officer's registers (dataSubjectRequests, securityCompromises): no job deletes them.
    'Our register of requests about people’s information, and our records of security compromises and whom we told: kept as the proof POPIA asks of us that we answered and notified; they are not deleted automatically',
  ];
}
