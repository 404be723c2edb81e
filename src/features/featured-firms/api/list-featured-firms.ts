import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { FirmCardFirm } from '@/components/firm-card';
import type { Province } from '@/domain';
import { firmsRef, readableDocs } from '@/lib/firestore';

/** The public fields a featured card shows (spec: featured firm), the firm's city among them. */
export interface FeaturedFirm extends FirmCardFirm {
  id: string;
  primaryServiceArea: string;
}

const MAX_FEATURED = 50;

/** Active, featured firms of one province, best rated first. Documents that fail the firm model are left out. */
export async function listFeaturedFirms(province: Province): Promise<FeaturedFirm[]> {
  const snapshot = await getDocs(
    query(
      firmsRef(),
      // Only listed firms (active, verified, not suspended) are public; the rules allow nothing else.
      where('listed', '==', true),
      where('isFeatured', '==', true),
      where('province', '==', province),
      orderBy('rating', 'desc'),
      limit(MAX_FEATURED),
    ),
  );
  return readableDocs(snapshot).map((d) => ({
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
  }));
}
