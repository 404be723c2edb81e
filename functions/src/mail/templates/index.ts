import type { MailTemplate } from '../../shared/mail-queue';
import { clientConfirmation } from './client-confirmation';
import { invoice } from './invoice';
import { leadNotification } from './lead-notification';
import type { RenderedMail } from './layout';
import { passwordReset } from './password-reset';
import { welcome } from './welcome';

export type { RenderedMail } from './layout';

const TEMPLATES: Record<MailTemplate, (data: Record<string, unknown>) => RenderedMail> = {
  'lead-notification': leadNotification,
  welcome,
  invoice,
  'password-reset': passwordReset,
  'client-confirmation': clientConfirmation,
};

export function isMailTemplate(name: unknown): name is MailTemplate {
  return typeof name === 'string' && Object.hasOwn(TEMPLATES, name);
}

export function renderMail(template: MailTemplate, data: Record<string, unknown>): RenderedMail {
  return TEMPLATES[template](data);
}
