import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { Province } from '@/domain/shared/provinces';
import { firmsRef, readableDocs } from '@/lib/firestore';
import { featuredFirmCard, type FeaturedFirm } from './featured-firm-card';

export type { FeaturedFirm } from './featured-firm-card';

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
  return readableDocs(snapshot).map(featuredFirmCard);
}
