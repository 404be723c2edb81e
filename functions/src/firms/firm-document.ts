import { firmDocumentFromRegistration, firmMatchFields, type Registration } from '@/domain';

/** The firm documents a registration writes; the profile carries its match fields from the start. */
export function registrationDocuments(input: Registration, nowMonth: string) {
  const { profile, account, pendingPlan } = firmDocumentFromRegistration(input, nowMonth);
  return { profile: { ...profile, ...firmMatchFields(profile) }, account, pendingPlan };
}
