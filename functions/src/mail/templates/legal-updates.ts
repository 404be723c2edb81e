import { BRAND_NAME } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import { button, escapeHtml, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/**
 * The double opt-in: someone asked for legal updates at this address. The link opens a page that
 * asks for a click; following it decides nothing, so a mail scanner subscribes nobody.
 */
export function legalUpdatesConfirmation(data: MailData<'legal-updates-confirm'>): RenderedMail {
  const title = `Confirm your ${BRAND_NAME} legal updates`;
  const intro = `Someone, hopefully you, asked for ${BRAND_NAME}'s legal updates to be emailed to this address. Confirm, and we email you when South African law changes in a way that may affect you.`;
  const expiry = `The link works until ${data.expiresOn}. If you did not ask, ignore this email: nothing is sent to you unless you confirm.`;
  return {
    subject: subjectLine(`Confirm your ${BRAND_NAME} legal updates`),
    html: htmlFrame(title, paragraph(intro) + button('Confirm my subscription', data.confirmUrl) + paragraph(expiry)),
    text: textFrame(title, `${intro}\n\nConfirm my subscription: ${data.confirmUrl}\n\n${expiry}`),
  };
}

/**
 * One legal update to one confirmed subscriber: the operator's plain text, escaped, paragraph by
 * paragraph, then the subscriber's own unsubscribe link, also in the List-Unsubscribe header so
 * mail programs can offer their own unsubscribe button.
 */
export function legalUpdate(data: MailData<'legal-update'>): RenderedMail {
  const paragraphs = data.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const html = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('');
  const why = `You receive this because you subscribed to ${BRAND_NAME}'s legal updates and confirmed by email. This is general information, not legal advice.`;
  const unsubscribe = 'Unsubscribe with one click:';
  return {
    subject: subjectLine(data.subject),
    html: htmlFrame(
      data.subject,
      html +
        `<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 16px">` +
        `<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(why)}</p>` +
        `<p style="margin:0;font-size:13px"><a href="${escapeHtml(data.unsubscribeUrl)}" style="color:#1e3a8a">Unsubscribe from legal updates</a></p>`,
    ),
    text: textFrame(data.subject, `${paragraphs.join('\n\n')}\n\n--\n${why}\n${unsubscribe} ${data.unsubscribeUrl}`),
    headers: { 'List-Unsubscribe': `<${data.unsubscribeUrl}>` },
  };
}
