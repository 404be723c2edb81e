import { getDocs, limit, query, where } from 'firebase/firestore';
import { blogPostsRef } from '@/lib/firestore';
import { useLoad, type Load } from '@/lib/use-load';
import type { PublishedPost } from './list-published-posts';

/** One published post by slug, or null. Drafts are never returned to the public page. */
async function getPublishedPost(slug: string): Promise<PublishedPost | null> {
  const snapshot = await getDocs(query(blogPostsRef(), where('slug', '==', slug), where('status', '==', 'published'), limit(1)));
  return snapshot.docs[0]?.data() ?? null;
}

export function useGetPublishedPost(slug: string | undefined): Load<PublishedPost | null> {
  const load = useLoad(slug ?? null, () => getPublishedPost(slug!));
  return slug ? load : { status: 'ready', data: null };
}
