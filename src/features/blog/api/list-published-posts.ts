import { getDocsFromServer, limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blogPostsRef, type StoredBlogPost } from '@/lib/firestore';

export type PublishedPost = StoredBlogPost;

/** Posts per page of the blog list; "Load more posts" fetches the next page. */
export const BLOG_PAGE_SIZE = 12;

export interface PostPage {
  posts: PublishedPost[];
  /** Where the next page starts; null when this page was the last. */
  next: QueryDocumentSnapshot<PublishedPost> | null;
}

/**
 * One page of published posts, newest first (index: status, createdAt desc). The status filter
 * is part of the query because the rules only let the public read published posts. One extra
 * document is read to know whether another page exists. Read from the server, never from the
 * cache: an offline client must show the retry, not an empty blog.
 */
export async function listPublishedPosts(
  after: QueryDocumentSnapshot<PublishedPost> | null = null,
  size = BLOG_PAGE_SIZE,
): Promise<PostPage> {
  const posts = blogPostsRef();
  const q = after
    ? query(posts, where('status', '==', 'published'), orderBy('createdAt', 'desc'), startAfter(after), limit(size + 1))
    : query(posts, where('status', '==', 'published'), orderBy('createdAt', 'desc'), limit(size + 1));
  const docs = (await getDocsFromServer(q)).docs;
  const page = docs.slice(0, size);
  return { posts: page.map((d) => d.data()), next: docs.length > size ? (page[page.length - 1] ?? null) : null };
}

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

export interface PublishedPostList {
  state: LoadState<PublishedPost[]>;
  reload: () => void;
  /** Present while another page exists. */
  loadMore: (() => void) | null;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

/** The spec ignores list failures; the page shows its empty state then, with a retry. */
export function useListPublishedPosts(): PublishedPostList {
  const [state, setState] = useState<LoadState<PublishedPost[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [next, setNext] = useState<PostPage['next']>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    listPublishedPosts().then(
      (page) => {
        if (current !== generation.current) return;
        setNext(page.next);
        setState({ status: 'ready', data: page.posts });
      },
      () => current === generation.current && setState({ status: 'error' }),
    );
  }, [attempt]);

  const loadMore = useCallback(() => {
    if (!next || loadingMore) return;
    const current = generation.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    listPublishedPosts(next).then(
      (page) => {
        if (current !== generation.current) return;
        setNext(page.next);
        setState((s) => ({ status: 'ready', data: [...(s.status === 'ready' ? s.data : []), ...page.posts] }));
        setLoadingMore(false);
      },
      () => {
        if (current !== generation.current) return;
        setLoadMoreFailed(true);
        setLoadingMore(false);
      },
    );
  }, [next, loadingMore]);

  return {
    state,
    reload: () => {
      generation.current++;
      setState({ status: 'loading' });
      setNext(null);
      setLoadingMore(false);
      setAttempt((a) => a + 1);
    },
    loadMore: next ? loadMore : null,
    loadingMore,
    loadMoreFailed,
  };
}
