import {
  firmAccountSchema,
  firmDocumentFromRegistration,
  firmDocumentSchema,
  firmMatchFields,
  type FirmAccount,
  type FirmDocument,
  type PaidPlanId,
  type Registration,
} from '@/domain';

/**
 * The firm documents a registration writes, complete and checked against the firm model before
 * they are written; the profile carries its match fields from the start.
 */
export function registrationDocuments(
  input: Registration,
  now: Date,
): { profile: FirmDocument; account: FirmAccount; pendingPlan: PaidPlanId | null } {
  const { profile, account, pendingPlan } = firmDocumentFromRegistration(input, now);
  return {
    profile: firmDocumentSchema.parse({ ...profile, ...firmMatchFields(profile) }),
    account: firmAccountSchema.parse(account),
    pendingPlan,
  };
}
