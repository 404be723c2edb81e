import { REGISTRATION_MESSAGES, registrationClaims, type AvailabilityResult } from '@/domain';
import { auth, db } from '../shared/admin';
import { callable } from '../shared/callable';

/**
 * Step 9's email check: an existing account, then a firm already on this (non-public) domain.
 * It reveals no more than registering with the address would.
 */
export const checkEmailDomain = callable('checkEmailDomain', {
  access: 'public',
  rateLimit: {},
  handler: async ({ email }): Promise<AvailabilityResult> => {
    const exists = await auth.getUserByEmail(email).then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return false;
        throw error;
      },
    );
    if (exists) return { available: false, error: REGISTRATION_MESSAGES.emailExists, reason: 'account-exists' };
    const { domainKey } = registrationClaims({ email, firmName: '' });
    if (domainKey && (await db.doc(`firmDomains/${domainKey}`).get()).exists) {
      return { available: false, error: REGISTRATION_MESSAGES.domainTaken, reason: 'domain-taken' };
    }
    return { available: true, error: null, reason: null };
  },
});
