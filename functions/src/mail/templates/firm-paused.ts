import { RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import { button, detailsTable, detailsText, htmlFrame, paragraph, subjectLine, textFrame, type RenderedMail } from './layout';

/**
 * The firm is paused from matching because leads lapsed unanswered (src/domain/firms/response-pause.ts):
 * why, which leads (reference and when they lapsed; never a client's name) and how to come back.
 */
export function firmPaused(data: MailData<'firm-paused'>): RenderedMail {
  const title = 'Your firm is paused from matching';
  const count = data.lapses.length;
  const why = `${count} of your leads passed their response deadline without being marked contacted within ${data.windowDays} days. Clients are promised contact ${RESPONSE_PROMISE}, so we have paused ${data.firmName} from matching: for now it is not shown in results or featured lists and receives no new leads or open leads.`;
  const rows: [string, string][] = data.lapses.map((lapse) => [`Lead ${lapse.leadId}`, `lapsed ${lapse.lapsedAt}`]);
  const back = `Your existing leads stay in your dashboard. When you are ready to contact new clients promptly, open your dashboard and choose "${RESPONSE_PAUSE_MESSAGES.confirm}": your firm is matched again at once.`;
  const tip = 'Mark a lead Contacted in your dashboard as soon as you have contacted the client, so it counts as answered.';
  return {
    subject: subjectLine(`${data.firmName} is paused from matching: ${count} leads went unanswered`),
    html: htmlFrame(
      title,
      paragraph(why) + detailsTable(rows) + paragraph(back) + paragraph(tip) + button('Open your dashboard', data.dashboardUrl),
    ),
    text: textFrame(title, `${why}\n\n${detailsText(rows)}\n\n${back}\n\n${tip}\n\nOpen your dashboard: ${data.dashboardUrl}`),
  };
}
