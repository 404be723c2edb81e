import { REGISTRATION_MESSAGES, registrationClaims, type AvailabilityResult } from '@/domain/firms/registration';
import { callable } from '../shared/callable';
import { collections } from '../shared/documents';

/**
 * Step 9's email check: a firm already on this (non-public) domain. It never says whether the
 * address itself has an account (that would let anyone test addresses); a taken address is refused
 * when the registration is submitted (registerFirm), which a stranger cannot do in a loop for free.
 */
export const checkEmailDomain = callable('checkEmailDomain', {
  access: 'public',
  rateLimit: {},
  handler: async ({ email }): Promise<AvailabilityResult> => {
    const { domainKey } = registrationClaims({ email, firmName: '' });
    if (domainKey && (await collections.firmDomains().doc(domainKey).get()).exists) {
      return { available: false, error: REGISTRATION_MESSAGES.domainTaken, reason: 'domain-taken' };
    }
    return { available: true, error: null, reason: null };
  },
});
