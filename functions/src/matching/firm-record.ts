import type { DocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { firmDocumentSchema, parseFirmDocument } from '@/domain/firms/model';
import { matchRating } from '@/domain/matching/match-keys';
import { type MatchableFirm } from '@/domain/matching/score';
import { monthKey } from '@/domain/payments/plans';

/**
 * A stored firm as matching reads it: a missing or non-numeric rating (a document written before
 * ratings were enforced) ranks as 0, exactly as the match index orders it (matchRating), so the
 * scan and the bounded queries agree on every firm.
 */
function matchingData(snapshot: DocumentSnapshot): Record<string, unknown> {
  const data = snapshot.data() ?? {};
  return { ...data, rating: matchRating(data.rating) };
}

/**
 * The public firm document as matching sees it, parsed with the firm model. `leadsFullMonth` is
 * the quota flag from the firm's match index document (written by the lead transaction; browsers
 * never read it): a free firm that used its monthly allowance is not eligible, with no read of
 * the private account document. A document that does not match the model is logged and left out
 * (never eligible) rather than failing every client's search.
 */
export function toMatchableFirm(snapshot: DocumentSnapshot, now: Date, leadsFullMonth: unknown): MatchableFirm {
  const parsed = firmDocumentSchema.safeParse(matchingData(snapshot));
  if (!parsed.success) {
    logger.error('Firm document does not match the firm model; left out of matching', {
      firmId: snapshot.id,
      issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    });
    return {
      id: snapshot.id,
      firmName: '',
      province: '',
      primaryServiceArea: '',
      primaryCity: '',
      cities: [],
      practiceAreas: [],
      businessServices: { collections: false, generalBusiness: false },
      languages: [],
      responseTime: '',
      rating: 0,
      reviewCount: 0,
      packageType: 'free',
      remainingLeads: 0,
    };
  }
  const d = parsed.data;
  const full = d.packageType === 'free' && leadsFullMonth === monthKey(now);
  return {
    id: snapshot.id,
    firmName: d.firmName,
    province: d.province,
    primaryServiceArea: d.primaryServiceArea || d.province,
    primaryCity: d.primaryCity,
    cities: d.cities,
    practiceAreas: d.practiceAreas,
    businessServices: d.businessServices,
    languages: d.languages,
    responseTime: d.responseTime,
    rating: d.rating,
    reviewCount: d.reviewCount,
    packageType: d.packageType,
    remainingLeads: d.packageType === 'free' ? (full ? 0 : 1) : -1,
  };
}

/** The fields a client may see about a matched firm (never email, account or quota data). */
export function publicFirmCard(snapshot: DocumentSnapshot) {
  const d = parseFirmDocument(snapshot.id, matchingData(snapshot));
  return {
    id: snapshot.id,
    firmName: d.firmName,
    logoUrl: d.logoUrl ?? null,
    primaryServiceArea: d.primaryServiceArea || d.province,
    province: d.province,
    primaryCity: d.primaryCity,
    rating: d.rating,
    reviewCount: d.reviewCount,
    teamSize: d.teamSize,
    responseTime: d.responseTime,
    medianResponseMinutes: d.responseStats?.medianMinutes ?? null,
    description: d.description,
    languages: d.languages,
    consultationFees: d.consultationFees,
    consultationMethods: d.consultationMethods,
    packageType: d.packageType,
    practiceAreas: d.practiceAreas,
    // The summary only (no dates): what the card's "Verified" badge says was checked.
    verification: {
      state: d.verification.state,
      checks: d.verification.checks,
      validThroughYear: d.verification.validThroughYear,
    },
  };
}
