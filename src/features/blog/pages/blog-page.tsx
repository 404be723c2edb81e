import { Link } from 'react-router';
import { Alert, Button, Container, EmptyState, LoadingBlock } from '@/components/ui';
import { useListPublishedPosts } from '../api/list-published-posts';
import { LazyImage } from '../components/lazy-image';
import { formatPostDate } from '../lib/blog-posts';
import { BRAND_NAME } from '@/domain/shared/brand';

export default function BlogPage() {
  const { loading, error, items: posts, hasMore, loadMore, loadingMore, loadMoreFailed, reload } = useListPublishedPosts();
  const ready = !loading && !error;
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{BRAND_NAME} blog</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Legal Blog</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">News, explainers and practical legal tips for South Africans.</p>
        </Container>
      </div>
      <Container className="py-12">
        {loading && <LoadingBlock label="Loading blog posts..." />}
        {error && (
          // The spec ignores list failures and shows the empty list; a retry costs nothing.
          <EmptyState title="No blog posts available yet" action={<Button onClick={reload}>Try again</Button>}>
            We could not load the blog just now.
          </EmptyState>
        )}
        {ready && posts.length === 0 && (
          <EmptyState title="No blog posts available yet">Check back soon for new articles.</EmptyState>
        )}
        {ready && posts.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, i) => (
              <li key={post.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                  <LazyImage src={post.imageUrl} alt="" eager={i < 3} />
                  <div className="flex flex-1 flex-col p-5">
                    <p className="text-sm text-slate-600">
                      <time dateTime={post.createdAt ? new Date(post.createdAt).toISOString() : undefined}>
                        {formatPostDate(post.createdAt)}
                      </time>
                      {post.category && <span> · {post.category}</span>}
                    </p>
                    <h2 className="mt-2 text-lg font-semibold text-brand-950">{post.title}</h2>
                    <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
                    <Link to={`/blog/${post.slug}`} className="mt-4 font-semibold text-brand-700 hover:underline">
                      Read More<span className="sr-only">: {post.title}</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
        {ready && (hasMore || loadMoreFailed) && (
          <div className="mt-10 flex flex-col items-center gap-3">
            {loadMoreFailed && <Alert tone="error">We could not load more posts just now.</Alert>}
            {hasMore && (
              <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
                {loadMoreFailed ? 'Try again' : 'Load more posts'}
              </Button>
            )}
          </div>
        )}
      </Container>
    </>
  );
}
