import { BRAND_NAME } from '@/domain';
import { button, htmlFrame, paragraph, safeUrl, subjectLine, textFrame, type RenderedMail } from './layout';

/** Password reset with an Admin-generated link (spec data: resetLink, company details). */
export function passwordReset(data: Record<string, unknown>): RenderedMail {
  const link = safeUrl(data.resetLink);
  if (!link) throw new Error('password-reset mail needs an http(s) resetLink');
  const title = 'Reset your password';
  const intro = `We received a request to reset the password of your ${BRAND_NAME} firm account.`;
  const after = 'The link works once and expires. If you did not ask for this, ignore this email: your password stays the same.';
  return {
    subject: subjectLine(`Reset your ${BRAND_NAME} password`),
    html: htmlFrame(title, paragraph(intro) + button('Choose a new password', link) + paragraph(after)),
    text: textFrame(title, `${intro}\n\nChoose a new password: ${link}\n\n${after}`),
  };
}
