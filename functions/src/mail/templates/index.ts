import { z } from 'zod';
import { clientRecipientSchema, type ClientRecipient } from '@/domain/mail/envelope';
import { LOCALE_CODES, type Locale } from '@/domain/shared/locales';
import {
  isClientTemplate,
  isPersonTemplate,
  MailContractError,
  parseMailData,
  type ClientTemplate,
  type MailData,
  type MailTemplate,
  type PersonTemplate,
} from '../contracts';
import { answerReceived, consultationClient, consultationFirm, consultationReminder } from './answers';
import { clientConfirmation } from './client-confirmation';
import { firmAccountClosed, firmEmailConfirmation, firmInactiveWarning, registrationAttempt } from './firm-account';
import { firmVerification } from './firm-verification';
import { firmPaused } from './firm-paused';
import { contactCheck } from './contact-check';
import { contactMessage } from './contact-message';
import { correspondentRequest } from './correspondent-request';
import { invoice } from './invoice';
import type { RenderedMail } from './layout';
import { leadNotification } from './lead-notification';
import { leadLapsed } from './lead-lapsed';
import { leadReleaseRequest } from './lead-release-request';
import { leadRerouted } from './lead-rerouted';
import { leadUnanswered } from './lead-unanswered';
import { passwordReset } from './password-reset';
import { reviewInvite } from './review-invite';
import { planDowngraded, subscriptionCancelled } from './subscription-end';
import { operatorPlanEvent } from './operator-plan-event';
import { welcome } from './welcome';
import { securityCompromiseNotice } from './security-compromise-notice';
import { legalUpdate, legalUpdatesConfirmation } from './legal-updates';

export type { RenderedMail } from './layout';
export { isMailTemplate } from '../contracts';

/**
 * Template name -> renderer; the mapped type keeps it in step with MAIL_CONTRACTS' names and data.
 * A client template also takes the envelope's recipient: the client's language and request link;
 * a person template the envelope's language alone.
 */
const RENDERERS: {
  [T in MailTemplate]: T extends ClientTemplate
    ? (data: MailData<T>, client: ClientRecipient) => RenderedMail
    : T extends PersonTemplate
      ? (data: MailData<T>, locale: Locale) => RenderedMail
      : (data: MailData<T>) => RenderedMail;
} = {
  'lead-notification': leadNotification,
  'client-confirmation': clientConfirmation,
  welcome,
  invoice,
  'password-reset': passwordReset,
  'contact-message': contactMessage,
  'correspondent-request': correspondentRequest,
  'lead-release-request': leadReleaseRequest,
  'review-invite': reviewInvite,
  'lead-rerouted': leadRerouted,
  'lead-lapsed': leadLapsed,
  'lead-unanswered': leadUnanswered,
  'contact-check': contactCheck,
  'firm-verification': firmVerification,
  'firm-paused': firmPaused,
  'firm-email-confirmation': firmEmailConfirmation,
  'registration-attempt': registrationAttempt,
  'firm-account-closed': firmAccountClosed,
  'firm-inactive-warning': firmInactiveWarning,
  'legal-updates-confirm': legalUpdatesConfirmation,
  'legal-update': legalUpdate,
  'subscription-cancelled': subscriptionCancelled,
  'plan-downgraded': planDowngraded,
  'operator-plan-event': operatorPlanEvent,
  'answer-received': answerReceived,
  'consultation-client': consultationClient,
  'consultation-reminder': consultationReminder,
  'consultation-firm': consultationFirm,
  'security-compromise-notice': securityCompromiseNotice,
};

/** What a stored envelope says about its recipient besides `to` (a client mail's language and request link). */
export interface EnvelopeRecipient {
  locale?: unknown;
  requestUrl?: unknown;
}

/**
 * A client mail's recipient from its envelope. Without the request link the mail cannot be
 * written (every client mail ends with the way to the request's page): MailContractError, like
 * data that does not fit. A missing language is English.
 */
function clientRecipientOf(template: string, envelope: EnvelopeRecipient): ClientRecipient {
  const result = clientRecipientSchema.safeParse({ locale: envelope.locale ?? 'en', requestUrl: envelope.requestUrl });
  if (!result.success) {
    throw new MailContractError(
      template,
      result.error.issues.map((i) => ({ path: `envelope.${i.path.join('.')}`, message: i.message })),
    );
  }
  return result.data;
}

/**
 * Renders a stored mail document with its template, as the delivery trigger does: the data is
 * parsed with the template's schema first, and a client template's recipient (its language and
 * request link) is read from the envelope; a document that does not fit throws MailContractError
 * naming the fields.
 */
export function renderMail<T extends MailTemplate>(template: T, data: unknown, envelope: EnvelopeRecipient = {}): RenderedMail {
  const parsed = parseMailData(template, data);
  if (isClientTemplate(template)) {
    const render = RENDERERS[template] as (data: unknown, client: ClientRecipient) => RenderedMail;
    return render(parsed, clientRecipientOf(template, envelope));
  }
  if (isPersonTemplate(template)) {
    const render = RENDERERS[template] as (data: unknown, locale: Locale) => RenderedMail;
    return render(parsed, personLocaleOf(template, envelope));
  }
  const render = RENDERERS[template] as (data: MailData<T>) => RenderedMail;
  return render(parsed);
}

/** A person mail's language from its envelope (PersonTemplate); a missing one is English. */
function personLocaleOf(template: string, envelope: EnvelopeRecipient): Locale {
  const result = z.enum(LOCALE_CODES).safeParse(envelope.locale ?? 'en');
  if (!result.success)
    throw new MailContractError(template, [{ path: 'envelope.locale', message: result.error.issues[0]!.message }]);
  return result.data;
}
