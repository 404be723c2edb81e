import * as logger from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { z } from 'zod';
import { ACCOUNT_REQUEST_KINDS } from './account-request-queue';
import { resendConfirmationFor } from './resend-firm-confirmation';
import { sendPasswordResetFor } from './send-password-reset';
import { collections } from '../shared/documents';

/** The trigger half of account-request-queue.ts: the work that depends on the account. */
const accountRequestSchema = z.object({ kind: z.enum(ACCOUNT_REQUEST_KINDS), email: z.string().min(3).max(254) });

/**
 * Does the request's work, then deletes it: the document holds an address and is needed no longer.
 * A request that is already gone (a second delivery of the same event) is left alone: deleting a
 * missing document is still a write, and the Firestore emulator reports it as a new document, so
 * a handler that deleted regardless fired itself about 40 times a second for the rest of the
 * emulator session (45,766 runs in one `npm test`, a core's worth of CPU taken from every test).
 */
export async function handleAccountRequest(id: string): Promise<void> {
  const ref = collections.accountRequests().doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) return;
  try {
    const request = accountRequestSchema.safeParse(snapshot.data());
    if (!request.success) return;
    if (request.data.kind === 'password-reset') await sendPasswordResetFor(request.data.email);
    else await resendConfirmationFor(request.data.email);
  } finally {
    await ref.delete();
  }
}

export const onAccountRequest = onDocumentCreated('accountRequests/{id}', async (event) => {
  if (!event.data?.exists) return;
  try {
    await handleAccountRequest(event.params.id);
  } catch (error) {
    // Logged, not thrown: the person asked once and may ask again; a retry loop would mail twice.
    logger.error('account request failed', { error: String(error) });
  }
});
