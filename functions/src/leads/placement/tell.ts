/**
 * Telling the people a lead concerns, inside the transaction that changes it. A client mail's
 * recipient is derived here, once, from the lead: the address, the language the client used the
 * wizard in (formData.locale) and the link to the request's own page (a new requestAccess token
 * for that lead). The envelope carries the language and link beside `to`
 * (src/domain/mail/envelope.ts, ClientRecipient); templates read them from there, so no producer
 * copies them into a mail's data.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { ClientRecipient } from '@/domain/mail/envelope';
import { DEFAULT_LOCALE, type Locale } from '@/domain/shared/locales';
import { myRequestPath } from '@/domain/shared/site';
import type { ClientTemplate, MailDataInput, MailTemplate } from '../../mail/contracts';
import { createRequestAccess } from '../../privacy/request-access';
import { appUrl } from '../../shared/app-origin';
import { enqueueMail, type MailAllowance } from '../../shared/mail-queue';

/** The lead a client mail is about: its id (the request page's link opens it) and the client's fields. */
export interface LeadOfClient {
  leadId: string;
  lead: { formData: { email?: string; locale?: Locale } };
}

/** The client's language for anything written to them about this lead. */
const clientLocaleOf = (lead: LeadOfClient['lead']): Locale => lead.formData.locale ?? DEFAULT_LOCALE;

/**
 * The recipient of a client mail about this lead: its language, and a new link to the request's
 * page in that language. Writes the link's requestAccess record in `tx` (after the reads).
 */
function clientRecipient(tx: Transaction, { leadId, lead }: LeadOfClient): ClientRecipient {
  const locale = clientLocaleOf(lead);
  return { locale, requestUrl: appUrl(myRequestPath(createRequestAccess(tx, leadId), locale)) };
}

/**
 * Queues a client mail about a lead in the caller's transaction (after its reads). Resolves to the
 * mail's id, or null when there is no one to tell (an accepted open lead's copy, an erased lead:
 * no address) or the mail is not sent (erased address, throttle: enqueueMail).
 */
export async function tellClient<T extends ClientTemplate>(
  tx: Transaction,
  about: LeadOfClient,
  message: { template: T; data: NoInfer<MailDataInput<T>> },
  /** For a throttled template: readMailAllowance from the transaction's reads phase. */
  allowance?: MailAllowance,
): Promise<string | null> {
  const to = about.lead.formData.email?.trim();
  if (!to) return null;
  const client = clientRecipient(tx, about);
  // The conditional MailMessage type cannot be resolved for a generic T; the template is a client one.
  const queued = { to, template: message.template, data: message.data, client } as unknown as Parameters<
    typeof enqueueMail<ClientTemplate>
  >[1];
  return enqueueMail(tx, queued, allowance);
}

/** Firm mails: to the firm's account address, in English (firm screens and mails stay English). */
export type FirmTemplate = Exclude<MailTemplate, ClientTemplate>;

/**
 * Queues a firm mail in the caller's transaction (after its reads). Resolves to the mail's id, or
 * null when the firm has no address on record or the mail is not sent.
 */
export async function tellFirm<T extends FirmTemplate>(
  tx: Transaction,
  firm: { email?: string | null },
  message: { template: T; data: NoInfer<MailDataInput<T>> },
): Promise<string | null> {
  if (!firm.email) return null;
  const queued = { to: firm.email, template: message.template, data: message.data } as unknown as Parameters<
    typeof enqueueMail<FirmTemplate>
  >[1];
  return enqueueMail(tx, queued);
}
