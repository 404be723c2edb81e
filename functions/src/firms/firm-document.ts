import { firmDocumentFromRegistration, type Registration } from '@/domain';

/**
 * The firm documents a registration writes. Match keys: issue 3 defines the derived fields the
 * matcher's index reads (`firmMatchFields` in src/domain). When that lands, merge them here,
 * in this one place, so every registered firm carries them:
 *   profile: { ...profile, ...firmMatchFields(profile) }
 */
export function registrationDocuments(input: Registration, nowMonth: string) {
  const { profile, account, pendingPlan } = firmDocumentFromRegistration(input, nowMonth);
  const withMatchKeys = { ...profile /* MATCH KEYS: ...firmMatchFields(profile) */ };
  return { profile: withMatchKeys, account, pendingPlan };
}
