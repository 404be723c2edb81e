import {
  firmAccountSchema,
  firmDerivedFields,
  firmDocumentSchema,
  type FirmAccount,
  type FirmDocument,
} from '@/domain/firms/model';
import { firmDocumentFromRegistration, type Registration } from '@/domain/firms/registration';
import { firmVerificationRecordSchema, type FirmVerificationRecord } from '@/domain/firms/verification';
import { type PaidPlanId } from '@/domain/payments/plan-ids';

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
