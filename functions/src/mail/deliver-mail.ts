import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../shared/admin';
import { MAIL_FROM, mailSmtpUrl, smtpTransport } from './smtp-transport';
import { isMailTemplate, renderMail } from './templates';

/** Attempts per message, and the waits between them: bounded, so a dead server cannot loop. */
export const MAX_ATTEMPTS = 3;
const BACKOFF_MS = [1_000, 3_000];
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims a PENDING message for this run. Triggers are delivered at least once, so two runs
 * may see the same document; only the one that flips the state sends.
 */
async function claim(ref: DocumentReference): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('delivery.state') !== 'PENDING') return false;
    tx.update(ref, { 'delivery.state': 'PROCESSING', 'delivery.startTime': FieldValue.serverTimestamp(), 'delivery.attempts': 0 });
    return true;
  });
}

async function fail(ref: DocumentReference, error: string, attempts: number) {
  logger.error('mail not delivered', { id: ref.id, error, attempts });
  await ref.update({
    'delivery.state': 'ERROR',
    'delivery.error': error.slice(0, 500),
    'delivery.attempts': attempts,
    'delivery.endTime': FieldValue.serverTimestamp(),
  });
}

/** Sends every `mail/{id}` document through SMTP and records what happened on the document. */
export const deliverMail = onDocumentCreated({ document: 'mail/{id}', secrets: [mailSmtpUrl], retry: false }, async (event) => {
  const snap = event.data;
  if (!snap) return;
  const ref = snap.ref;
  if (!(await claim(ref))) return;

  const { to, template, data } = snap.data() as { to?: unknown; template?: unknown; data?: unknown };
  if (typeof to !== 'string' || !EMAIL.test(to.trim())) return fail(ref, 'The recipient address is missing or not an email address.', 0);
  if (!isMailTemplate(template)) return fail(ref, `Unknown template: ${String(template).slice(0, 60)}`, 0);

  let rendered;
  try {
    rendered = renderMail(template, data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
  } catch (error) {
    return fail(ref, `The template could not be rendered: ${(error as Error).message}`, 0);
  }

  const transport = smtpTransport();
  if (!transport) return fail(ref, 'No SMTP connection is configured (SMTP_URL or the MAIL_SMTP_URL secret).', 0);

  let lastError = '';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const info = await transport.sendMail({ from: MAIL_FROM, to: to.trim(), subject: rendered.subject, html: rendered.html, text: rendered.text });
      await ref.update({
        'delivery.state': 'SUCCESS',
        'delivery.attempts': attempt,
        'delivery.messageId': String(info.messageId ?? ''),
        'delivery.endTime': FieldValue.serverTimestamp(),
        'delivery.error': FieldValue.delete(),
      });
      logger.info('mail delivered', { id: ref.id, template, attempt });
      return;
    } catch (error) {
      lastError = (error as Error).message || String(error);
      logger.warn('mail attempt failed', { id: ref.id, attempt, error: lastError });
      await ref.update({ 'delivery.attempts': attempt, 'delivery.error': lastError.slice(0, 500) });
      if (attempt < MAX_ATTEMPTS) await sleep(BACKOFF_MS[attempt - 1] ?? 3_000);
    }
  }
  await fail(ref, lastError, MAX_ATTEMPTS);
});
