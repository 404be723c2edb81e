import { getDocs, query, where } from 'firebase/firestore';
import type { CorrespondentCourt } from '@/domain';
import { firmsRef, readableDocs, type Firm } from '@/lib/firestore';

export type CorrespondentFirm = Firm;

/** Active correspondent firms for a court type; a failed search reads as no firms (spec). */
export async function findCorrespondentFirms(court: CorrespondentCourt): Promise<CorrespondentFirm[]> {
  try {
    const q = query(
      firmsRef(),
      where('status', '==', 'active'),
      where('isCorrespondent', '==', true),
      where('correspondentCourts', 'array-contains', court),
    );
    return readableDocs(await getDocs(q));
  } catch {
    return [];
  }
}
