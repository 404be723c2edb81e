import {
  firmAccountSchema,
  firmDerivedFields,
  firmDocumentFromRegistration,
  firmDocumentSchema,
  type FirmAccount,
  type FirmDocument,
  type PaidPlanId,
  type Registration,
} from '@/domain';

/**
 * The firm documents a registration writes, complete and checked against the firm model before
 * they are written; its match index is derived from the profile when it is written (firm-store.ts).
 */
export function registrationDocuments(
  input: Registration,
  now: Date,
): { profile: FirmDocument; account: FirmAccount; pendingPlan: PaidPlanId | null } {
  const { profile, account, pendingPlan } = firmDocumentFromRegistration(input, now);
  return {
    profile: firmDocumentSchema.parse({ ...profile, ...firmDerivedFields(profile) }),
    account: firmAccountSchema.parse(account),
    pendingPlan,
  };
}
