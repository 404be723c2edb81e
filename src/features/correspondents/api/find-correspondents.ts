import { getDocs, query, where } from 'firebase/firestore';
import type { CorrespondentCourt, FirmDocument } from '@/domain';
import { collectionRef, type WithId } from '@/lib/firestore';

export type CorrespondentFirm = WithId<FirmDocument & { primaryCity: string; cities: string[] }>;

/** Active correspondent firms for a court type; a failed search reads as no firms (spec). */
export async function findCorrespondentFirms(court: CorrespondentCourt): Promise<CorrespondentFirm[]> {
  try {
    const q = query(
      collectionRef<CorrespondentFirm>('firms'),
      where('status', '==', 'active'),
      where('isCorrespondent', '==', true),
      where('correspondentCourts', 'array-contains', court),
    );
    return (await getDocs(q)).docs.map((d) => d.data());
  } catch {
    return [];
  }
}
