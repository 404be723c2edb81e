import { useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Container, LoadingBlock, PageMeta } from '@/components/ui';
import { blogMetaDescription } from '@/domain/blog/posts';
import { BRAND_NAME } from '@/domain/shared/brand';
import { SITE_URL } from '@/domain/shared/site';
import { useGetPublishedPost } from '../api/get-published-post';
import { LazyImage } from '../components/lazy-image';
import { absoluteImageUrl, formatPostDate, sanitisePostHtml } from '../lib/blog-posts';

export default function BlogPostPage() {
  const { slug } = useParams();
  const state = useGetPublishedPost(slug);
  const post = state.status === 'ready' ? state.data : null;
  const html = useMemo(() => (post ? sanitisePostHtml(post.content) : ''), [post]);

  if (state.status === 'loading') return <LoadingBlock label="Loading post..." />;
  // Spec: a missing slug, a missing (or unpublished) post or a failed load all go back to /blog.
  if (state.status === 'error' || !post) return <Navigate to="/blog" replace />;

  const path = `/blog/${post.slug}`;
  const description = blogMetaDescription(post);
  const image = absoluteImageUrl(post.ogImage || post.imageUrl);
  const published = post.createdAt ? new Date(post.createdAt).toISOString() : undefined;
  return (
    <>
      <PageMeta
        title={`${post.title} | ${BRAND_NAME}`}
        description={description}
        path={path}
        type="article"
        image={image}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description,
          image,
          datePublished: published,
          dateModified: post.updatedAt ? new Date(post.updatedAt).toISOString() : published,
          author: { '@type': 'Organization', name: post.author },
          publisher: { '@type': 'Organization', name: BRAND_NAME, url: SITE_URL },
          keywords: post.keywords.join(', '),
          mainEntityOfPage: `${SITE_URL}${path}`,
        }}
      />
      <Container className="max-w-3xl py-10">
        <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
          ← Back to Blog
        </Link>
        <article className="mt-6">
          <header>
            <p className="text-sm text-slate-600">
              <time dateTime={published}>{formatPostDate(post.createdAt)}</time> · {post.author} · {post.category}
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{post.title}</h1>
          </header>
          <LazyImage src={post.imageUrl} alt="" eager className="mt-6 rounded-xl" />
          <div
            className="mt-8 space-y-4 leading-7 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-950 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {post.tags.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </article>
        <Link to="/blog" className="mt-10 inline-block font-semibold text-brand-700 hover:underline">
          ← Back to Blog
        </Link>
      </Container>
    </>
  );
}
