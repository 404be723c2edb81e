import { endAt, limit, onSnapshot, query, startAfter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readableDocs } from '@/lib/firestore';

export const PAGE_SIZE = 25;

export interface PagedState<T> {
  loading: boolean;
  error: boolean;
  items: T[];
  /** The last page came back full, so there may be more. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * Live, cursor-paged results of an ordered query. The last page listens with a limit; a page
 * that has been followed by another is bounded by its last document instead (endAt), so a new
 * document arriving at the top never pushes one out of sight between two pages. Loading more
 * re-listens to one page and adds one: reads grow with what is shown, never with the whole
 * collection.
 */
export function usePagedSnapshots<T>(base: Query<T> | null, baseKey: string, pageSize = PAGE_SIZE): PagedState<T> {
  const [ends, setEnds] = useState<QueryDocumentSnapshot<T>[]>([]);
  const [pages, setPages] = useState<Record<number, QueryDocumentSnapshot<T>[]>>({});
  const [error, setError] = useState(false);
  const listeners = useRef(new Map<string, () => void>());
  const baseRef = useRef(base);
  baseRef.current = base;

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
  }, [baseKey]);

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
    loadMore,
  };
}
