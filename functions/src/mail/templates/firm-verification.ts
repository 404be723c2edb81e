import { LPC_ROLL_URL } from '@/domain/firms/verification';
import { BRAND_NAME } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import { button, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

interface Parts {
  subject: string;
  title: string;
  paragraphs: string[];
}

function partsOf(data: MailData<'firm-verification'>): Parts {
  switch (data.kind) {
    case 'approved':
      return {
        subject: `${data.firmName} is verified on ${BRAND_NAME}`,
        title: 'Your firm is verified',
        paragraphs: [
          `We checked ${data.firmName} and it now shows the badge "${data.badge}".`,
          'Your firm is now shown to clients, can be matched and receives leads on your plan.',
        ],
      };
    case 'rejected':
      return {
        subject: `We could not verify ${data.firmName}`,
        title: 'We could not verify your firm',
        paragraphs: [
          `We could not verify ${data.firmName} for this reason:`,
          data.reason,
          `Please correct this and reply to this email. You can check your entry on the Legal Practice Council roll at ${LPC_ROLL_URL}. Until your firm is verified it is not shown to clients and receives no leads.`,
        ],
      };
    case 'lapsed':
      return {
        subject: `${data.firmName}: please send your Fidelity Fund certificate`,
        title: 'Your verification has lapsed',
        paragraphs: [
          `The Fidelity Fund certificate we checked for ${data.firmName} was for ${data.year}, which has ended, so your firm is waiting for verification again.`,
          'Please reply to this email with your new certificate number. Until we have checked it your firm is not shown to clients and receives no leads.',
        ],
      };
    case 'suspended':
      return {
        subject: `${data.firmName} is suspended on ${BRAND_NAME}`,
        title: 'Your firm is suspended',
        paragraphs: [
          `We have suspended ${data.firmName} for this reason:`,
          data.reason,
          'While suspended your firm is not shown to clients and receives no leads. Please reply to this email if you believe this is a mistake.',
        ],
      };
    case 'reinstated':
      return {
        subject: `${data.firmName} is reinstated on ${BRAND_NAME}`,
        title: 'Your firm is reinstated',
        paragraphs: [`${data.firmName} is no longer suspended: it is shown to clients again and receives leads on your plan.`],
      };
  }
}

/** A verification or suspension decision, told to the firm. */
export function firmVerification(data: MailData<'firm-verification'>): RenderedMail {
  const { subject, title, paragraphs } = partsOf(data);
  return {
    subject: subjectLine(subject),
    html: htmlFrame(title, paragraphs.map(paragraph).join('') + button('Open your dashboard', data.dashboardUrl)),
    text: textFrame(title, `${paragraphs.join('\n\n')}\n\nOpen your dashboard: ${data.dashboardUrl}`),
  };
}
