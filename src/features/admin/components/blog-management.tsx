import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui';
import { deleteBlogPost, listBlogPosts, unpublishBlogPost, type AdminBlogPage, type AdminBlogPost } from '../api/blog-posts';
import { BlogForm } from './blog-form';
import { BlogPostList } from './blog-post-list';

export function BlogManagement() {
  const [posts, setPosts] = useState<AdminBlogPost[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<AdminBlogPost | null>(null);

  const [next, setNext] = useState<AdminBlogPage['next']>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    listBlogPosts().then(
      (page) => {
        setPosts(page.posts);
        setNext(page.next);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  const loadMore = () => {
    if (!next) return;
    setLoadingMore(true);
    listBlogPosts(next).then(
      (page) => {
        setPosts((current) => [...(current ?? []), ...page.posts]);
        setNext(page.next);
        setLoadingMore(false);
      },
      () => {
        setFailed(true);
        setLoadingMore(false);
      },
    );
  };

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {/* A new key gives the form a clean slate when switching posts. */}
        <BlogForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancelEdit={() => setEditing(null)}
          onSaved={() => {
            load();
          }}
        />
      </section>
      <section aria-labelledby="posts-heading" className="min-w-0 space-y-3">
        <h2 id="posts-heading" className="text-xl font-semibold text-brand-950">
          Posts
        </h2>
        <BlogPostList
          posts={posts}
          failed={failed}
          onRetry={load}
          onEdit={(post) => {
            setEditing(post);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
          onUnpublish={async (post) => {
            await unpublishBlogPost(post.id);
            load();
          }}
          onDelete={async (post) => {
            await deleteBlogPost(post.id);
            if (editing?.id === post.id) setEditing(null);
            load();
          }}
        />
        {next && !failed && (
          <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
            Load more posts
          </Button>
        )}
      </section>
    </div>
  );
}
