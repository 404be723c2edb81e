import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, EmptyState, LoadingBlock } from '@/components/ui';
import type { PagedState } from '@/lib/use-paged-query';

/** The words of one queue: its heading and what it says while loading, on failure and when empty. */
export interface QueueWording {
  headingId: string;
  title: string;
  loading: string;
  loadFailed: string;
  empty: { title: string; text: string };
}

/**
 * The frame of an operator's queue in the Control Panel (reported leads, reported reviews): a
 * heading, the loading, failure and empty states, the items a page at a time, and the notice the
 * last decision left. `renderItem` gets `onDecided`, which shows that notice.
 */
export function OperatorQueue<T extends { id: string }>({
  wording,
  query,
  items,
  summary,
  renderItem,
}: {
  wording: QueueWording;
  query: Pick<PagedState<T>, 'loading' | 'error' | 'hasMore' | 'loadingMore' | 'loadMore'>;
  items: readonly T[];
  /** A line under the heading once there are items (how many wait). */
  summary?: (items: readonly T[]) => ReactNode;
  renderItem: (item: T, onDecided: (notice: string) => void) => ReactNode;
}) {
  const { loading, error, hasMore, loadingMore, loadMore } = query;
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = !loading && !error;
  return (
    <section aria-labelledby={wording.headingId} className="space-y-4">
      <div>
        <h2 id={wording.headingId} className="text-lg font-semibold text-brand-950">
          {wording.title}
        </h2>
        {summary && loaded && items.length > 0 && <p className="text-sm text-slate-700">{summary(items)}</p>}
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {loading && <LoadingBlock label={wording.loading} />}
      {error && <Alert tone="error">{wording.loadFailed}</Alert>}
      {loaded && items.length === 0 && <EmptyState title={wording.empty.title}>{wording.empty.text}</EmptyState>}
      {items.map((item) => (
        <Fragment key={item.id}>{renderItem(item, setNotice)}</Fragment>
      ))}
      {hasMore && (
        <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
          Load more
        </Button>
      )}
    </section>
  );
}

/** A queue item's decision: the operator's note or reason, a refusal if any, and the decide buttons. */
export function DecisionFrame({
  field,
  failure,
  onSubmit,
  children,
}: {
  field: ReactNode;
  failure: string | null;
  onSubmit: (event?: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="space-y-3" noValidate onSubmit={onSubmit}>
      {field}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">{children}</div>
    </form>
  );
}
