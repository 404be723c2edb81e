import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { blogPostsRef, type StoredBlogPost } from '@/lib/firestore';
import { usePagedQuery, type PagedState } from '@/lib/use-paged-query';

export type PublishedPost = StoredBlogPost;

/** Posts per page of the blog list; "Load more posts" fetches the next page. */
const BLOG_PAGE_SIZE = 12;

/**
 * Published posts, newest first (index: status, createdAt desc), a page at a time. The status
 * filter is part of the query because the rules only let the public read published posts. Read
 * from the server, never from the cache: an offline client must show the retry, not an empty blog.
 * The spec ignores list failures; the page shows its empty state then, with a retry.
 */
export function useListPublishedPosts(): PagedState<PublishedPost> {
  const published = useMemo(() => query(blogPostsRef(), where('status', '==', 'published'), orderBy('createdAt', 'desc')), []);
  return usePagedQuery(published, 'blog:published', { pageSize: BLOG_PAGE_SIZE, source: 'server' });
}
