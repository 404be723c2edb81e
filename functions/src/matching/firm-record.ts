import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { monthKey, type MatchableFirm, type PlanId } from '@/domain';

/**
 * The public firm document as matching sees it. A free firm that used its monthly allowance
 * carries `leadsFullMonth` (written by the lead transaction), so eligibility needs no read of
 * the private account document.
 */
export function toMatchableFirm(snapshot: DocumentSnapshot, now: Date): MatchableFirm & Record<string, unknown> {
  const d = snapshot.data() ?? {};
  const packageType = (d.packageType ?? 'free') as PlanId;
  const full = packageType === 'free' && d.leadsFullMonth === monthKey(now);
  return {
    id: snapshot.id,
    firmName: String(d.firmName ?? ''),
    province: String(d.province ?? ''),
    primaryServiceArea: String(d.primaryServiceArea ?? d.province ?? ''),
    primaryCity: String(d.primaryCity ?? ''),
    cities: Array.isArray(d.cities) ? d.cities.map(String) : [],
    practiceAreas: Array.isArray(d.practiceAreas) ? d.practiceAreas.map(String) : [],
    businessServices: {
      collections: d.businessServices?.collections === true,
      generalBusiness: d.businessServices?.generalBusiness === true,
    },
    languages: Array.isArray(d.languages) ? d.languages.map(String) : [],
    responseTime: String(d.responseTime ?? ''),
    rating: typeof d.rating === 'number' ? d.rating : 0,
    reviewCount: typeof d.reviewCount === 'number' ? d.reviewCount : 0,
    packageType,
    remainingLeads: packageType === 'free' ? (full ? 0 : 1) : -1,
  };
}

/** The fields a client may see about a matched firm (never email, account or quota data). */
export function publicFirmCard(snapshot: DocumentSnapshot) {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    firmName: String(d.firmName ?? ''),
    logoUrl: typeof d.logoUrl === 'string' ? d.logoUrl : null,
    primaryServiceArea: String(d.primaryServiceArea ?? d.province ?? ''),
    province: String(d.province ?? ''),
    primaryCity: String(d.primaryCity ?? ''),
    rating: typeof d.rating === 'number' ? d.rating : 0,
    reviewCount: typeof d.reviewCount === 'number' ? d.reviewCount : 0,
    teamSize: String(d.teamSize ?? ''),
    responseTime: String(d.responseTime ?? ''),
    description: String(d.description ?? ''),
    languages: Array.isArray(d.languages) ? d.languages.map(String) : [],
    consultationFees: typeof d.consultationFees === 'number' ? d.consultationFees : 0,
    consultationMethods: Array.isArray(d.consultationMethods) ? d.consultationMethods.map(String) : [],
    packageType: String(d.packageType ?? 'free'),
    practiceAreas: Array.isArray(d.practiceAreas) ? d.practiceAreas.map(String) : [],
  };
}
export type PublicFirmCard = ReturnType<typeof publicFirmCard>;
