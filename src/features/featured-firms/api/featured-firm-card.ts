import type { FirmCardFirm } from '@/components/firm-card';
import type { FirmDocument } from '@/domain/firms/model';

/** The public fields a featured card shows (spec: featured firm), the firm's city among them. */
export interface FeaturedFirm extends FirmCardFirm {
  id: string;
  primaryServiceArea: string;
}

/**
 * A stored firm as its featured card shows it: the same public fields as a results card
 * (functions' publicFirmCard), the verification summary among them, so a verified firm carries
 * the same "Verified" badge on /featured-firms as in results.
 */
export function featuredFirmCard(d: FirmDocument & { id: string }): FeaturedFirm {
  return {
    id: d.id,
    firmName: d.firmName,
    primaryServiceArea: d.primaryServiceArea || d.province,
    primaryCity: d.primaryCity,
    province: d.province,
    teamSize: d.teamSize,
    medianResponseMinutes: d.responseStats?.medianMinutes ?? null,
    description: d.description,
    rating: d.rating,
    reviewCount: d.reviewCount,
    languages: d.languages,
    consultationFees: d.consultationFees,
    consultationMethods: d.consultationMethods,
    packageType: d.packageType,
    logoUrl: d.logoUrl ?? null,
    // The summary only (no dates): what the badge says was checked.
    verification: {
      state: d.verification.state,
      checks: d.verification.checks,
      validThroughYear: d.verification.validThroughYear,
    },
  };
}
