import {
  firmAccountSchema,
  firmDerivedFields,
  firmDocumentFromRegistration,
  firmDocumentSchema,
  firmVerificationRecordSchema,
  type FirmAccount,
  type FirmDocument,
  type FirmVerificationRecord,
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
): {
  profile: FirmDocument;
  account: FirmAccount;
  verification: FirmVerificationRecord;
  pendingPlan: PaidPlanId | null;
} {
  const { profile, account, verification, pendingPlan } = firmDocumentFromRegistration(input, now);
  return {
    profile: firmDocumentSchema.parse({ ...profile, ...firmDerivedFields(profile) }),
    account: firmAccountSchema.parse(account),
    verification: firmVerificationRecordSchema.parse(verification),
    pendingPlan,
  };
}
