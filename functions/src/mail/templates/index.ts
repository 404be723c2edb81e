import { parseMailData, type MailData, type MailTemplate } from '../contracts';
import { clientConfirmation } from './client-confirmation';
import { firmAccountClosed, firmEmailConfirmation, registrationAttempt } from './firm-account';
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
import { welcome } from './welcome';
import { legalUpdate, legalUpdatesConfirmation } from './legal-updates';

export type { RenderedMail } from './layout';
export { isMailTemplate } from '../contracts';

/** Template name -> renderer; the mapped type keeps it in step with MAIL_CONTRACTS' names and data. */
const RENDERERS: { [T in MailTemplate]: (data: MailData<T>) => RenderedMail } = {
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
  'legal-updates-confirm': legalUpdatesConfirmation,
  'legal-update': legalUpdate,
  'subscription-cancelled': subscriptionCancelled,
  'plan-downgraded': planDowngraded,
};

/**
 * Renders a stored mail document's data with its template. The data is parsed with the
 * template's schema first: a document that does not fit throws MailContractError naming the fields.
 */
export function renderMail<T extends MailTemplate>(template: T, data: unknown): RenderedMail {
  const render = RENDERERS[template] as (data: MailData<T>) => RenderedMail;
  return render(parseMailData(template, data));
}
