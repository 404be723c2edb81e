import { FieldValue } from 'firebase-admin/firestore';
import { type RegisterFirmResult } from '@/domain/firms/account';
import { REGISTRATION_MESSAGES, registrationClaims } from '@/domain/firms/registration';
import { fidelityYearError } from '@/domain/firms/verification';
import { auth, db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { readMailAllowance } from '../shared/mail-queue';
import { registrationDocuments } from './firm-document';
import { createFirmDocument } from '../shared/firm-store';
import { writeConfirmation } from './firm-email-confirmation-store';
import { warnOfRegistrationAttempt } from './registration-attempt';
import { collections, firmPrivateDoc } from '../shared/documents';

const nameTaken = () => callableError('firm-name-taken', REGISTRATION_MESSAGES.nameTaken, 'firmName');
const domainTaken = () => callableError('email-domain-taken', REGISTRATION_MESSAGES.domainTaken, 'email');

/** The one answer for every address: whether it has an account is told only to its mailbox. */
const CHECK_YOUR_EMAIL: RegisterFirmResult = { confirmationSent: true };

/**
 * Public: the caller has no account yet. The Auth user is created first (it owns the password,
 * which never touches Firestore), then one transaction claims the name and domain and writes the
 * firm, its private account, the user record and a confirm-your-email link. If the transaction
 * fails the Auth user is deleted again, so a lost race leaves nothing behind. The firmId claim is
 * set only when the link is followed (confirmFirmEmail): until then the account reads nothing.
 *
 * An address that already has an account gets the same answer; nothing is created, and the
 * address is emailed that someone tried (with sign-in and reset links). So the answer never tells
 * a stranger whether an address has an account. Rate-limited per address and per network address.
 */
export const registerFirm = callable('registerFirm', {
  access: 'public',
  invalidMessage: 'Please check your registration details.',
  rateLimit: { email: (input) => input.email },
  handler: async (input): Promise<RegisterFirmResult> => {
    const yearError =
      input.fidelityFund.required && input.fidelityFund.year !== null
        ? fidelityYearError(input.fidelityFund.year, new Date())
        : null;
    if (yearError) throw callableError('invalid-input', yearError, 'fidelityFund.year');
    const { nameKey, domainKey } = registrationClaims(input);
    if (!nameKey) throw nameTaken();
    // Cheap early answers; the transaction below is what actually guarantees uniqueness.
    if ((await collections.firmNames().doc(nameKey).get()).exists) throw nameTaken();
    if (domainKey && (await collections.firmDomains().doc(domainKey).get()).exists) throw domainTaken();

    let uid: string;
    try {
      uid = (
        await auth.createUser({
          email: input.email,
          password: input.password,
          displayName: input.contactPerson,
          emailVerified: false,
        })
      ).uid;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/email-already-exists') {
        await warnOfRegistrationAttempt(input.email);
        return CHECK_YOUR_EMAIL;
      }
      if (code === 'auth/invalid-password' || code === 'auth/invalid-email') {
        throw callableError('account-not-created', REGISTRATION_MESSAGES.createAccountFailed, 'email');
      }
      throw error;
    }

    const firmRef = collections.firms().doc();
    const { profile, account, verification } = registrationDocuments(input, new Date());
    try {
      await db.runTransaction(async (tx) => {
        const nameRef = collections.firmNames().doc(nameKey);
        const domainRef = domainKey ? collections.firmDomains().doc(domainKey) : null;
        const [nameClaim, domainClaim, allowance] = await Promise.all([
          tx.get(nameRef),
          domainRef ? tx.get(domainRef) : null,
          readMailAllowance(tx, account.email),
        ]);
        if (nameClaim.exists) throw nameTaken();
        if (domainClaim?.exists) throw domainTaken();
        const now = FieldValue.serverTimestamp();
        tx.create(nameRef, { firmId: firmRef.id, createdAt: now });
        if (domainRef) tx.create(domainRef, { firmId: firmRef.id, createdAt: now });
        // Dates are written as Dates: the Admin SDK stores them as Timestamps, like every firm date.
        createFirmDocument(tx, firmRef.id, profile);
        tx.create(firmPrivateDoc(firmRef.id, 'account'), { ...account, adminUserId: uid });
        tx.create(firmPrivateDoc(firmRef.id, 'verification'), verification);
        tx.create(collections.users().doc(uid), {
          firmId: firmRef.id,
          role: 'firm_admin',
          email: account.email,
          createdAt: now,
          lastLogin: null,
        });
        await writeConfirmation(
          tx,
          { uid, firmId: firmRef.id, email: account.email, contactName: account.contactPerson, firmName: profile.firmName },
          allowance,
        );
      });
    } catch (error) {
      await auth.deleteUser(uid).catch(() => undefined);
      throw error;
    }
    return CHECK_YOUR_EMAIL;
  },
});
