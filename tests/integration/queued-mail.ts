/**
 * The mail a producer queued, read from the mail documents and rendered with the real templates,
 * exactly as the delivery trigger (deliverMail) renders them: the seam's two real sides.
 */
import { isMailTemplate, renderMail, type RenderedMail } from '../../functions/src/mail/templates';
import { docsWhere } from './matching-fixtures';

/** The mail documents queued to `to` with `template`, as stored. */
export async function queuedMails(to: string, template: string) {
  return (await docsWhere('mail', 'to', to)).filter((d) => d.template === template);
}

/** One queued mail document rendered as deliverMail renders it (a client mail's language and request link from its envelope). */
export function renderQueued({ template, data, locale, requestUrl }: Record<string, unknown>): RenderedMail {
  if (!isMailTemplate(template)) throw new Error(`unknown template ${String(template)}`);
  return renderMail(template, data, { locale, requestUrl });
}

/** Every mail queued to `to` with `template`, rendered. */
export async function mailsTo(to: string, template: string): Promise<RenderedMail[]> {
  return (await queuedMails(to, template)).map(renderQueued);
}

/** What a client mail's envelope says beside `to`: the client's language and request link (absent on other mails). */
export interface QueuedRecipient {
  locale?: string;
  requestUrl?: string;
}

/**
 * The one mail queued to `to` with `template` (there must be exactly one), rendered, with the data
 * it was queued with (the links and values the test compares the rendered text against) and its
 * envelope's recipient (a client mail's language and request link).
 */
export async function onlyMailTo<Data = Record<string, unknown>>(
  to: string,
  template: string,
): Promise<{ mail: RenderedMail; data: Data; envelope: QueuedRecipient }> {
  const docs = await queuedMails(to, template);
  expect(docs).toHaveLength(1);
  const doc = docs[0]!;
  return {
    mail: renderQueued(doc),
    data: doc.data as Data,
    envelope: { locale: doc.locale as string | undefined, requestUrl: doc.requestUrl as string | undefined },
  };
}

/** The one mail queued to `to` with `template`, rendered. */
export const renderedMailTo = async (to: string, template: string) => (await onlyMailTo(to, template)).mail;
