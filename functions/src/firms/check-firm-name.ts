import { normaliseFirmName } from '@/domain/firms/options';
import { REGISTRATION_MESSAGES, type AvailabilityResult } from '@/domain/firms/registration';
import { callable } from '../shared/callable';
import { collections } from '../shared/documents';

/** Debounced from the wizard's firm name field; registerFirm checks again inside its transaction. */
export const checkFirmName = callable('checkFirmName', {
  access: 'public',
  rateLimit: {},
  handler: async ({ firmName }): Promise<AvailabilityResult> => {
    const key = normaliseFirmName(firmName);
    if (!key) return { available: false, error: REGISTRATION_MESSAGES.nameTakenShort, reason: 'name-taken' };
    const claim = await collections.firmNames().doc(key).get();
    return claim.exists
      ? { available: false, error: REGISTRATION_MESSAGES.nameTaken, reason: 'name-taken' }
      : { available: true, error: null, reason: null };
  },
});
