import { BRAND_NAME } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import { button, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/** Password reset with an Admin-generated link into the app's reset page. */
export function passwordReset(data: MailData<'password-reset'>): RenderedMail {
  const title = 'Reset your password';
  const intro = `We received a request to reset the password of your ${BRAND_NAME} firm account.`;
  const after = 'The link works once and expires. If you did not ask for this, ignore this email: your password stays the same.';
  return {
    subject: subjectLine(`Reset your ${BRAND_NAME} password`),
    html: htmlFrame(title, paragraph(intro) + button('Choose a new password', data.resetLink) + paragraph(after)),
    text: textFrame(title, `${intro}\n\nChoose a new password: ${data.resetLink}\n\n${after}`),
  };
}
