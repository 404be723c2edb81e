import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Badge, Button, EmptyState, LoadingBlock } from '@/components/ui';
import { useMutation } from '@/lib/use-mutation';
import type { AdminBlogPost } from '../api/blog-posts';
import { formatSastDate } from '@/domain/shared/format';

interface BlogPostListProps {
  posts: AdminBlogPost[] | null;
  failed: boolean;
  onRetry: () => void;
  onEdit: (post: AdminBlogPost) => void;
  onUnpublish: (post: AdminBlogPost) => Promise<void>;
  onDelete: (post: AdminBlogPost) => Promise<void>;
}

/** Every post with edit, unpublish and a two-step delete. */
export function BlogPostList({ posts, failed, onRetry, onEdit, onUnpublish, onDelete }: BlogPostListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [acting, setActing] = useState<{ id: string; action: 'delete' | 'unpublish' } | null>(null);
  const run = (action: (p: AdminBlogPost) => Promise<void>) => async (post: AdminBlogPost) => {
    await action(post);
    setConfirming(null);
  };
  const remove = useMutation(run(onDelete), { words: [], fallback: 'Could not delete the post. Please try again.' });
  const unpublish = useMutation(run(onUnpublish), { words: [], fallback: 'Could not unpublish the post. Please try again.' });
  const busy = remove.busy || unpublish.busy ? (acting?.id ?? null) : null;
  const error = acting?.action === 'unpublish' ? unpublish.failure : remove.failure;
  const act = (post: AdminBlogPost, action: 'delete' | 'unpublish') => {
    if (busy !== null) return;
    setActing({ id: post.id, action });
    void (action === 'delete' ? remove : unpublish).mutate(post);
  };

  if (failed) {
    return (
      <Alert tone="error" title="Could not load blog posts">
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!posts) return <LoadingBlock label="Loading posts..." />;
  if (posts.length === 0) return <EmptyState title="No blog posts yet">Write the first one with the form.</EmptyState>;

  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Blog posts">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{post.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                <Badge className={post.status === 'published' ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}>
                  {post.status === 'published' ? 'Published' : 'Draft'}
                </Badge>
                {post.updatedAt ? <span>Updated {formatSastDate(post.updatedAt)}</span> : null}
                {post.status === 'published' && (
                  <Link to={`/blog/${post.slug}`} className="text-brand-700 underline">
                    /blog/{post.slug}
                  </Link>
                )}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {confirming === post.id ? (
                <>
                  <Button
                    variant="danger"
                    size="sm"
                    busy={busy === post.id}
                    onClick={() => act(post, 'delete')}
                    aria-label={`Confirm delete ${post.title}`}
                  >
                    Yes, delete
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="secondary" size="sm" onClick={() => onEdit(post)} aria-label={`Edit ${post.title}`}>
                    Edit
                  </Button>
                  {post.status === 'published' && (
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={busy === post.id}
                      onClick={() => act(post, 'unpublish')}
                      aria-label={`Unpublish ${post.title}`}
                    >
                      Unpublish
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setConfirming(post.id)}
                    aria-label={`Delete ${post.title}`}
                  >
                    Delete
                  </Button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
