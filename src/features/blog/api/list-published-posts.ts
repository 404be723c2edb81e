import { getDocs, limit, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { BlogPost } from '@/domain';
import { collectionRef, type WithId } from '@/lib/firestore';
import { byNewest } from '../lib/blog-posts';

export type PublishedPost = WithId<BlogPost>;

/**
 * Published posts, newest first. The status filter is part of the query because the rules only
 * let the public read published posts; sorting happens here so no composite index is needed.
 */
export async function listPublishedPosts(max = 100): Promise<PublishedPost[]> {
  const snapshot = await getDocs(query(collectionRef<BlogPost>('blogPosts'), where('status', '==', 'published'), limit(max)));
  return byNewest(snapshot.docs.map((d) => d.data()));
}

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** The spec ignores list failures; the page shows its empty state then, with a retry. */
export function useListPublishedPosts(): { state: LoadState<PublishedPost[]>; reload: () => void } {
  const [state, setState] = useState<LoadState<PublishedPost[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    listPublishedPosts().then(
      (data) => !cancelled && setState({ status: 'ready', data }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  return {
    state,
    reload: () => {
      setState({ status: 'loading' });
      setAttempt((a) => a + 1);
    },
  };
}
