import { type ResendFirmConfirmationResult } from '@/domain/firms/account';
import { firmAccountSchema, firmDocumentSchema } from '@/domain/firms/model';
import { unconfirmedRegistrationClosesAt } from '@/domain/privacy/retention';
import { auth, db } from '../shared/admin';
import { callable } from '../shared/callable';
import { readMailAllowance } from '../shared/mail-queue';
import { queueAccountRequest } from './account-request-queue';
import { writeConfirmation } from './firm-email-confirmation-store';
import { collections, firmPrivateDoc, userRef } from '../shared/documents';

const SENT: ResendFirmConfirmationResult = { sent: true };

/**
 * Public (the sign-in form offers it when an unconfirmed account signs in): a fresh confirmation
 * link for a registration whose address is not confirmed yet. Always the same answer after the
 * same work (the request is queued; onAccountRequest does the rest), so it tells nothing about
 * which addresses have accounts, by its answer or its timing; rate-limited per address and network
 * address, and the mail itself is throttled per address.
 */
export const resendFirmConfirmation = callable('resendFirmConfirmation', {
  access: 'public',
  rateLimit: { email: (input) => input.email },
  handler: async ({ email }): Promise<ResendFirmConfirmationResult> => {
    await queueAccountRequest('confirmation-resend', email);
    return SENT;
  },
});

/** A fresh link for an unconfirmed registration at this address; nothing for any other address. */
export async function resendConfirmationFor(email: string): Promise<void> {
  const user = await auth.getUserByEmail(email).catch(() => null);
  if (!user || user.emailVerified || user.customClaims?.firmId || user.customClaims?.admin) return;
  const firmId = (await userRef(user.uid).get()).data()?.firmId;
  if (typeof firmId !== 'string' || !firmId) return;
  const firmRef = collections.firms().doc(firmId);
  await db.runTransaction(async (tx) => {
    const [firmSnap, accountSnap, allowance] = await Promise.all([
      tx.get(firmRef),
      tx.get(firmPrivateDoc(firmId, 'account')),
      readMailAllowance(tx, email),
    ]);
    const profile = firmDocumentSchema.safeParse(firmSnap.data());
    const account = firmAccountSchema.safeParse(accountSnap.data());
    if (!profile.success || !account.success) return;
    // A registration never confirmed is closed by the retention job at this instant; a resent
    // link ends there too, so resending cannot hold a firm name forever. Past it, nothing is sent.
    const closesAt =
      account.data.emailConfirmedAt === null
        ? unconfirmedRegistrationClosesAt(account.data.createdAt.getTime())
        : Number.POSITIVE_INFINITY;
    if (closesAt <= Date.now()) return;
    await writeConfirmation(
      tx,
      {
        uid: user.uid,
        firmId,
        email: account.data.email,
        contactName: account.data.contactPerson,
        firmName: profile.data.firmName,
      },
      allowance,
      closesAt,
    );
  });
}
