import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/shared/brand';
import type { MailData } from '../contracts';
import {
  button,
  detailsTable,
  detailsText,
  htmlFrame,
  manageRequest,
  paragraph,
  subjectLine,
  textFrame,
  type RenderedMail,
} from './layout';

/**
 * The firm did not answer by its deadline and the request was not passed on automatically. The
 * client chooses: one link per next best firm (each opens a page that asks before anything is
 * sent, so a mail scanner that follows links sends nothing), or a new match.
 */
export function leadUnanswered(data: MailData<'lead-unanswered'>): RenderedMail {
  const title = 'Your firm did not answer in time';
  const intro = `Hello ${data.name}, ${data.firmName} did not respond to your request for help with ${data.need} in ${data.area} within the time we promised. We are sorry.`;
  const rows: [string, string][] = [
    ['Firm that did not answer', data.firmName],
    ['Your need', data.need],
    ['Area', data.area],
    ['Reference', data.leadId],
    ...(data.expiresOn ? ([['Links work until', data.expiresOn]] as [string, string][]) : []),
  ];
  const choose = data.offers.length
    ? `We can send your request to one of these firms, the next best matches for your need that are taking clients. Choose one: the link opens a page that shows what will be shared and asks you to confirm. They will contact you ${RESPONSE_PROMISE}.`
    : `No other firm that matches your request is available right now. You can start a new match to find a firm for your need.`;
  const links = data.offers.map((offer) => ({ label: `Send my request to ${offer.firmName}`, url: offer.sendOnUrl }));
  const note = data.offers.length
    ? `Each link works once, and using one ends the others. ${BRAND_NAME} is free for you. If ${data.firmName} has contacted you in the meantime, you do not need to do anything. You can also start a new match.`
    : `${BRAND_NAME} is free for you. If ${data.firmName} has contacted you in the meantime, you do not need to do anything.`;
  return {
    subject: subjectLine(`${data.firmName} did not answer your request`),
    html: htmlFrame(
      title,
      paragraph(intro) +
        detailsTable(rows) +
        paragraph(choose) +
        links.map((l) => button(l.label, l.url)).join('') +
        paragraph(note) +
        button('Start a new match', data.newMatchUrl) +
        manageRequest(data.manageUrl).html,
    ),
    text: textFrame(
      title,
      [
        intro,
        detailsText(rows),
        choose,
        ...links.map((l) => `${l.label}: ${l.url}`),
        note,
        `Start a new match: ${data.newMatchUrl}`,
        manageRequest(data.manageUrl).text,
      ].join('\n\n'),
    ),
  };
}
