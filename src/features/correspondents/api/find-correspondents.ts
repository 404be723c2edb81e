import { getDocs, limit, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import type { CorrespondentCourt } from '@/domain/shared/courts';
import { firmsRef, readableDocs, type Firm } from '@/lib/firestore';

export type CorrespondentFirm = Firm;

/** How many firms one search reads; "Show more firms" reads the next page. */
const CORRESPONDENT_PAGE_SIZE = 50;

export interface CorrespondentPage {
  firms: CorrespondentFirm[];
  /** Where the next page starts, or null when this was the last. */
  next: QueryDocumentSnapshot<unknown> | null;
}

/** Active correspondent firms for a court type, one bounded page at a time; a failed search reads as no firms (spec). */
export async function findCorrespondentFirms(
  court: CorrespondentCourt,
  after: CorrespondentPage['next'] = null,
): Promise<CorrespondentPage> {
  try {
    const q = query(
      firmsRef(),
      // Only listed firms (active, verified, not suspended) are public; the rules allow nothing else.
      where('listed', '==', true),
      where('isCorrespondent', '==', true),
      where('correspondentCourts', 'array-contains', court),
      ...(after ? [startAfter(after)] : []),
      limit(CORRESPONDENT_PAGE_SIZE),
    );
    const snapshot = await getDocs(q);
    const full = snapshot.docs.length === CORRESPONDENT_PAGE_SIZE;
    return { firms: readableDocs(snapshot), next: full ? (snapshot.docs[snapshot.docs.length - 1] ?? null) : null };
  } catch {
    return { firms: [], next: null };
  }
}
