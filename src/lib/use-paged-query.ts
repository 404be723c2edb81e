import {
  endAt,
  getDocsFromServer,
  limit,
  onSnapshot,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readableDocs } from './firestore';

const PAGE_SIZE = 25;

export interface PagedState<T> {
  loading: boolean;
  /** The first page could not be read. */
  error: boolean;
  items: T[];
  /** There may be another page. */
  hasMore: boolean;
  loadingMore: boolean;
  /** A further page could not be read; loadMore() tries it again. */
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** Starts again from the first page. */
  reload: () => void;
}

export interface PagedQueryOptions {
  pageSize?: number;
  /**
   * 'live' listens (lists that change while open: a firm's leads, open leads); 'server' reads each
   * page once from the server, never from the cache, so an offline reader sees the error and its
   * retry rather than an empty list (the blog).
   */
  source?: 'live' | 'server';
}

/**
 * The one paging helper for Firestore lists: an ordered query (built in a feature's api/ file with
 * a typed ref from ./firestore) read a page at a time, with "load more". Documents that do not
 * match their schema are left out and reported, never shown as a guess. `key` names the query: a
 * new key starts again from the first page.
 */
export function usePagedQuery<T>(base: Query<T> | null, key: string, options: PagedQueryOptions = {}): PagedState<T> {
  const { pageSize = PAGE_SIZE, source = 'live' } = options;
  const live = usePagedSnapshots(source === 'live' ? base : null, key, pageSize);
  const server = useServerPages(source === 'server' ? base : null, key, pageSize);
  return source === 'live' ? live : server;
}

/**
 * Live, cursor-paged results of an ordered query. The last page listens with a limit; a page
 * that has been followed by another is bounded by its last document instead (endAt), so a new
 * document arriving at the top never pushes one out of sight between two pages. Loading more
 * re-listens to one page and adds one: reads grow with what is shown, never with the whole
 * collection.
 */
function usePagedSnapshots<T>(base: Query<T> | null, baseKey: string, pageSize: number): PagedState<T> {
  const [ends, setEnds] = useState<QueryDocumentSnapshot<T>[]>([]);
  const [pages, setPages] = useState<Record<number, QueryDocumentSnapshot<T>[]>>({});
  const [error, setError] = useState(false);
  const listeners = useRef(new Map<string, () => void>());
  const baseRef = useRef(base);
  baseRef.current = base;

  const [attempt, setAttempt] = useState(0);
  // A new base query (another firm, another province) starts again from the first page.
  useEffect(() => {
    setEnds([]);
    setPages({});
    setError(false);
    const current = listeners.current;
    return () => {
      current.forEach((off) => off());
      current.clear();
    };
  }, [baseKey, attempt]);

  useEffect(() => {
    const q = baseRef.current;
    if (!q) return;
    const wanted = new Map<string, Query<T>>();
    for (let i = 0; i <= ends.length; i++) {
      const bounded = i < ends.length;
      let pageQuery = i === 0 ? q : query(q, startAfter(ends[i - 1]!));
      pageQuery = bounded ? query(pageQuery, endAt(ends[i]!)) : query(pageQuery, limit(pageSize));
      wanted.set(`${baseKey}|${i}|${bounded ? ends[i]!.id : 'open'}`, pageQuery);
    }
    for (const [key, off] of listeners.current) {
      if (!wanted.has(key)) {
        off();
        listeners.current.delete(key);
      }
    }
    for (const [key, pageQuery] of wanted) {
      if (listeners.current.has(key)) continue;
      const index = Number(key.split('|')[1]);
      listeners.current.set(
        key,
        onSnapshot(
          pageQuery,
          (snap) => setPages((p) => ({ ...p, [index]: snap.docs })),
          () => setError(true),
        ),
      );
    }
  }, [ends, baseKey, pageSize]);

  const lastIndex = ends.length;
  const lastPage = pages[lastIndex];
  const loadMore = useCallback(() => {
    const last = pages[lastIndex];
    if (!last || last.length < pageSize) return;
    setEnds((e) => [...e, last[last.length - 1]!]);
  }, [pages, lastIndex, pageSize]);

  const items: T[] = [];
  for (let i = 0; i <= lastIndex; i++) items.push(...readableDocs(pages[i] ?? []));
  return {
    loading: base !== null && pages[0] === undefined && !error,
    error,
    items,
    hasMore: (lastPage?.length ?? 0) >= pageSize,
    loadingMore: lastIndex > 0 && lastPage === undefined,
    loadMoreFailed: false,
    loadMore,
    reload: () => setAttempt((a) => a + 1),
  };
}

/** Pages read once each from the server; one extra document tells whether another page exists. */
function useServerPages<T>(base: Query<T> | null, key: string, pageSize: number): PagedState<T> {
  const [state, setState] = useState<{
    items: T[];
    next: QueryDocumentSnapshot<T> | null;
    status: 'loading' | 'ready' | 'error';
    loadingMore: boolean;
    loadMoreFailed: boolean;
  }>({ items: [], next: null, status: 'loading', loadingMore: false, loadMoreFailed: false });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  const baseRef = useRef(base);
  baseRef.current = base;

  const readPage = useCallback(
    async (after: QueryDocumentSnapshot<T> | null) => {
      const q = baseRef.current!;
      const docs = (
        await getDocsFromServer(after ? query(q, startAfter(after), limit(pageSize + 1)) : query(q, limit(pageSize + 1)))
      ).docs;
      const page = docs.slice(0, pageSize);
      return { items: readableDocs(page), next: docs.length > pageSize ? (page[page.length - 1] ?? null) : null };
    },
    [pageSize],
  );

  const enabled = base !== null;
  useEffect(() => {
    const current = ++generation.current;
    setState({ items: [], next: null, status: 'loading', loadingMore: false, loadMoreFailed: false });
    if (!enabled) return;
    readPage(null).then(
      (page) => current === generation.current && setState((s) => ({ ...s, ...page, status: 'ready' })),
      () => current === generation.current && setState((s) => ({ ...s, status: 'error' })),
    );
  }, [key, attempt, enabled, readPage]);

  const loadMore = useCallback(() => {
    if (!state.next || state.loadingMore) return;
    const current = generation.current;
    setState((s) => ({ ...s, loadingMore: true, loadMoreFailed: false }));
    readPage(state.next).then(
      (page) =>
        current === generation.current &&
        setState((s) => ({ ...s, items: [...s.items, ...page.items], next: page.next, loadingMore: false })),
      () => current === generation.current && setState((s) => ({ ...s, loadingMore: false, loadMoreFailed: true })),
    );
  }, [state.next, state.loadingMore, readPage]);

  return {
    loading: enabled && state.status === 'loading',
    error: state.status === 'error',
    items: state.items,
    hasMore: state.next !== null,
    loadingMore: state.loadingMore,
    loadMoreFailed: state.loadMoreFailed,
    loadMore,
    reload: useCallback(() => setAttempt((a) => a + 1), []),
  };
}
