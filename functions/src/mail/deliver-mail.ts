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

/** gRPC's NOT_FOUND, which the Admin SDK raises when updating a document that no longer exists. */
const NOT_FOUND = 5;

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

/**
 * Writes what happened to a message on its document. The document may be gone by then (an
 * operator clearing the queue); that is logged and ends the run, it is never a reason to resend.
 */
async function record(ref: DocumentReference, fields: Record<string, unknown>) {
  try {
    await ref.update(fields);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    logger.warn('mail document deleted before its delivery was recorded', { id: ref.id });
  }
}

async function fail(ref: DocumentReference, error: string, attempts: number) {
  logger.error('mail not delivered', { id: ref.id, error, attempts });
  await record(ref, {
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
  if (!transport) return fail(ref, 'No SMTP connection is configured: set the MAIL_SMTP_URL secret (SMTP_URL in emulator runs).', 0);

  // Sending and recording are kept apart: a message that went out is never sent again because
  // writing its outcome failed.
  let lastError = '';
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    let messageId: string;
    try {
      const info = await transport.sendMail({ from: MAIL_FROM, to: to.trim(), subject: rendered.subject, html: rendered.html, text: rendered.text });
      messageId = String(info.messageId ?? '');
    } catch (error) {
      lastError = (error as Error).message || String(error);
      logger.warn('mail attempt failed', { id: ref.id, attempt, error: lastError });
      await record(ref, { 'delivery.attempts': attempt, 'delivery.error': lastError.slice(0, 500) });
      if (attempt < MAX_ATTEMPTS) await sleep(BACKOFF_MS[attempt - 1] ?? 3_000);
      continue;
    }
    await record(ref, {
      'delivery.state': 'SUCCESS',
      'delivery.attempts': attempt,
      'delivery.messageId': messageId,
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.error': FieldValue.delete(),
    });
    logger.info('mail delivered', { id: ref.id, template, attempt });
    return;
  }
  await fail(ref, lastError, MAX_ATTEMPTS);
});
