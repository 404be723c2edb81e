import type { ReviewView } from '@/domain/reviews/reviews';

/** How many of a firm's newest visible reviews its card's details show. */
const SHOWN = 5;
const loaders = new Map<string, () => Promise<ReviewView[]>>();

/**
 * A firm's newest visible reviews. Firestore loads only when a card's details open, so the
 * results page itself downloads no Firestore code. One loader per firm, so a card that re-renders
 * does not load again.
 */
export function firmReviewsLoader(firmId: string): () => Promise<ReviewView[]> {
  let loader = loaders.get(firmId);
  if (!loader) {
    loader = async () => {
      const [{ getDocs, limit, orderBy, query, where }, { readableDocs, reviewsRef }] = await Promise.all([
        import('firebase/firestore'),
        import('@/lib/firestore'),
      ]);
      const snapshot = await getDocs(
        query(
          reviewsRef(),
          where('firmId', '==', firmId),
          where('status', '==', 'visible'),
          orderBy('createdAt', 'desc'),
          limit(SHOWN),
        ),
      );
      return readableDocs(snapshot);
    };
    loaders.set(firmId, loader);
  }
  return loader;
}
