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

/** One queued mail document rendered as deliverMail renders it. */
export function renderQueued({ template, data }: Record<string, unknown>): RenderedMail {
  if (!isMailTemplate(template)) throw new Error(`unknown template ${String(template)}`);
  return renderMail(template, data);
}

/** Every mail queued to `to` with `template`, rendered. */
export async function mailsTo(to: string, template: string): Promise<RenderedMail[]> {
  return (await queuedMails(to, template)).map(renderQueued);
}

/**
 * The one mail queued to `to` with `template` (there must be exactly one), rendered, with the data
 * it was queued with (the links and values the test compares the rendered text against).
 */
export async function onlyMailTo<Data = Record<string, unknown>>(
  to: string,
  template: string,
): Promise<{ mail: RenderedMail; data: Data }> {
  const docs = await queuedMails(to, template);
  expect(docs).toHaveLength(1);
  return { mail: renderQueued(docs[0]!), data: docs[0]!.data as Data };
}

/** The one mail queued to `to` with `template`, rendered. */
export const renderedMailTo = async (to: string, template: string) => (await onlyMailTo(to, template)).mail;
