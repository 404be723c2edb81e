import { getDocs, limit, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { blogPostsRef } from '@/lib/firestore';
import type { LoadState, PublishedPost } from './list-published-posts';

/** One published post by slug, or null. Drafts are never returned to the public page. */
export async function getPublishedPost(slug: string): Promise<PublishedPost | null> {
  const snapshot = await getDocs(query(blogPostsRef(), where('slug', '==', slug), where('status', '==', 'published'), limit(1)));
  return snapshot.docs[0]?.data() ?? null;
}

export function useGetPublishedPost(slug: string | undefined): LoadState<PublishedPost | null> {
  const [state, setState] = useState<{ slug: string | undefined; value: LoadState<PublishedPost | null> }>({
    slug,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!slug) return;
    let cancelled = false;
    getPublishedPost(slug).then(
      (data) => !cancelled && setState({ slug, value: { status: 'ready', data } }),
      () => !cancelled && setState({ slug, value: { status: 'error' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [slug]);
  if (!slug) return { status: 'ready', data: null };
  return state.slug === slug ? state.value : { status: 'loading' };
}
