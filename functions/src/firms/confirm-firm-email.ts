import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { type ConfirmFirmEmailResult } from '@/domain/firms/account';
import { firmAccountSchema, firmDocumentSchema } from '@/domain/firms/model';
import { BUSINESS_SERVICE_LABELS } from '@/domain/matching/criteria';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';
import { isPaidPlan, PLANS } from '@/domain/payments/plans';
import { languageName } from '@/domain/shared/languages';
import { firmDashboardPath } from '@/domain/shared/site';
import { auth, db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable } from '../shared/callable';
import { enqueueMail } from '../shared/mail-queue';
import { confirmationLinks } from './firm-email-confirmation-store';
import { collections, firmPrivateDoc } from '../shared/documents';

/** The registration wizard's wording for the two business services a firm can offer. */
const FIRM_BUSINESS_SERVICE_LABELS = {
  collections: BUSINESS_SERVICE_LABELS.collections,
  generalBusiness: 'General business legal services',
} as const;

/** Ids to the words a person reads, each once, in the order given. */
const labels = (ids: readonly string[], label: (id: string) => string) => [...new Set(ids.map(label))];

/**
 * Public: the link in the confirmation email. Once only: the token is marked used in the same
 * transaction that queues the welcome email. The address is marked verified and the firmId claim
 * set (until then the account can sign in but reads nothing), and the answer carries a one-time
 * custom token so the browser that opened the link is signed in at once.
 */
export const confirmFirmEmail = callable('confirmFirmEmail', {
  access: 'public',
  handler: async ({ token }): Promise<ConfirmFirmEmailResult> => {
    const ref = confirmationLinks.ref(token);
    const usable = (tx?: Transaction) => confirmationLinks.read(token, tx);
    const record = await usable();
    const firmRef = collections.firms().doc(record.firmId);
    const accountRef = firmPrivateDoc(record.firmId, 'account');
    const pendingPlan = await db.runTransaction(async (tx) => {
      await usable(tx);
      const [firmSnap, accountSnap, others] = await Promise.all([
        tx.get(firmRef),
        tx.get(accountRef),
        tx.get(confirmationLinks.records().where('uid', '==', record.uid)),
      ]);
      const profile = firmDocumentSchema.parse(firmSnap.data());
      const account = firmAccountSchema.parse(accountSnap.data());
      const confirmedAt = Timestamp.now();
      tx.update(ref, { usedAt: confirmedAt });
      // The registration is now the firm's: the retention job closes only registrations still null here.
      tx.update(accountRef, { emailConfirmedAt: confirmedAt });
      // Every other unused link of this registration stops working with this one.
      for (const other of others.docs) if (other.ref.path !== ref.path && !other.data()?.usedAt) tx.delete(other.ref);
      const plan = account.pendingPlan && isPaidPlan(account.pendingPlan) ? account.pendingPlan : null;
      await enqueueMail(tx, {
        to: account.email,
        template: 'welcome',
        data: {
          firmName: profile.firmName,
          contactName: account.contactPerson,
          email: account.email,
          planName: PLANS[plan ?? 'free'].name,
          isPremium: plan !== null,
          practiceAreas: labels(profile.practiceAreas, practiceAreaLabel),
          businessServices: (Object.keys(FIRM_BUSINESS_SERVICE_LABELS) as (keyof typeof FIRM_BUSINESS_SERVICE_LABELS)[])
            .filter((key) => profile.businessServices[key])
            .map((key) => FIRM_BUSINESS_SERVICE_LABELS[key]),
          languages: labels(profile.languages, languageName),
          location: `${profile.primaryCity}, ${profile.province}`,
          dashboardUrl: appUrl(firmDashboardPath()),
        },
      });
      return plan;
    });
    await auth.updateUser(record.uid, { emailVerified: true });
    await auth.setCustomUserClaims(record.uid, { firmId: record.firmId, role: 'firm_admin' });
    const customToken = await auth.createCustomToken(record.uid, { firmId: record.firmId, role: 'firm_admin' });
    return { customToken, pendingPlan };
  },
});
