import { FieldValue } from 'firebase-admin/firestore';
import {
  BUSINESS_SERVICE_LABELS,
  fidelityYearError,
  firmDashboardPath,
  languageName,
  practiceAreaLabel,
  PLANS,
  REGISTRATION_MESSAGES,
  registrationClaims,
  type RegisterFirmResult,
} from '@/domain';
import { auth, db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable, callableError } from '../shared/callable';
import { enqueueMail } from '../shared/mail-queue';
import { registrationDocuments } from './firm-document';
import { createFirmDocument } from '../shared/firm-store';

/** The registration wizard's wording for the two business services a firm can offer. */
const FIRM_BUSINESS_SERVICE_LABELS = {
  collections: BUSINESS_SERVICE_LABELS.collections,
  generalBusiness: 'General business legal services',
} as const;

/** Ids to the words a person reads, each once, in the order given. */
const labels = (ids: readonly string[], label: (id: string) => string) => [...new Set(ids.map(label))];

const nameTaken = () => callableError('firm-name-taken', REGISTRATION_MESSAGES.nameTaken, 'firmName');
const domainTaken = () => callableError('email-domain-taken', REGISTRATION_MESSAGES.domainTaken, 'email');

/**
 * Public: the caller has no account yet. The Auth user is created first (it owns the password,
 * which never touches Firestore), then one transaction claims the name and domain and writes the
 * firm, its private account and the user record. If the transaction fails the Auth user is
 * deleted again, so a lost race leaves nothing behind.
 */
export const registerFirm = callable('registerFirm', {
  access: 'public',
  invalidMessage: 'Please check your registration details.',
  handler: async (input): Promise<RegisterFirmResult> => {
    const yearError =
      input.fidelityFund.required && input.fidelityFund.year !== null
        ? fidelityYearError(input.fidelityFund.year, new Date())
        : null;
    if (yearError) throw callableError('invalid-input', yearError, 'fidelityFund.year');
    const { nameKey, domainKey } = registrationClaims(input);
    if (!nameKey) throw nameTaken();
    // Cheap early answers; the transaction below is what actually guarantees uniqueness.
    if ((await db.doc(`firmNames/${nameKey}`).get()).exists) throw nameTaken();
    if (domainKey && (await db.doc(`firmDomains/${domainKey}`).get()).exists) throw domainTaken();

    let uid: string;
    try {
      uid = (await auth.createUser({ email: input.email, password: input.password, displayName: input.contactPerson })).uid;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/email-already-exists') {
        throw callableError('email-taken', REGISTRATION_MESSAGES.emailExists, 'email');
      }
      if (code === 'auth/invalid-password' || code === 'auth/invalid-email') {
        throw callableError('account-not-created', REGISTRATION_MESSAGES.createAccountFailed, 'email');
      }
      throw error;
    }

    const firmRef = db.collection('firms').doc();
    const { profile, account, verification, pendingPlan } = registrationDocuments(input, new Date());
    try {
      await db.runTransaction(async (tx) => {
        const nameRef = db.doc(`firmNames/${nameKey}`);
        const domainRef = domainKey ? db.doc(`firmDomains/${domainKey}`) : null;
        const [nameClaim, domainClaim] = await Promise.all([tx.get(nameRef), domainRef ? tx.get(domainRef) : null]);
        if (nameClaim.exists) throw nameTaken();
        if (domainClaim?.exists) throw domainTaken();
        const now = FieldValue.serverTimestamp();
        tx.create(nameRef, { firmId: firmRef.id, createdAt: now });
        if (domainRef) tx.create(domainRef, { firmId: firmRef.id, createdAt: now });
        // Dates are written as Dates: the Admin SDK stores them as Timestamps, like every firm date.
        createFirmDocument(tx, firmRef.id, profile);
        tx.create(firmRef.collection('private').doc('account'), { ...account, adminUserId: uid });
        tx.create(firmRef.collection('private').doc('verification'), verification);
        tx.create(db.doc(`users/${uid}`), {
          firmId: firmRef.id,
          role: 'firm_admin',
          email: account.email,
          createdAt: now,
          lastLogin: null,
        });
        await enqueueMail(tx, {
          to: account.email,
          template: 'welcome',
          data: {
            firmName: profile.firmName,
            contactName: account.contactPerson,
            email: account.email,
            planName: PLANS[input.plan].name,
            isPremium: pendingPlan !== null,
            practiceAreas: labels(profile.practiceAreas, practiceAreaLabel),
            businessServices: (Object.keys(FIRM_BUSINESS_SERVICE_LABELS) as (keyof typeof FIRM_BUSINESS_SERVICE_LABELS)[])
              .filter((key) => profile.businessServices[key])
              .map((key) => FIRM_BUSINESS_SERVICE_LABELS[key]),
            languages: labels(profile.languages, languageName),
            location: `${profile.primaryCity}, ${profile.province}`,
            dashboardUrl: appUrl(firmDashboardPath()),
          },
        });
      });
    } catch (error) {
      await auth.deleteUser(uid).catch(() => undefined);
      throw error;
    }
    await auth.setCustomUserClaims(uid, { firmId: firmRef.id, role: 'firm_admin' });
    return { firmId: firmRef.id, packageType: 'free', pendingPlan };
  },
});
