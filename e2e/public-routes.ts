import { ROUTES } from '../src/app/route-table';
import { generateBlogPosts } from '../tests/fixtures/seed-generator';

interface SeededPost {
  data: { title: string; slug: string; status: string };
}
const posts = generateBlogPosts() as unknown as SeededPost[];
export const PUBLISHED_POST = posts.find((p) => p.data.status === 'published')!;
export const DRAFT_POST = posts.find((p) => p.data.status === 'draft')!;

/** Every prerendered content URL (instances expanded): the pages search engines get as HTML. */
export const PRERENDERED_URLS = ROUTES.filter((r) => r.prerender).flatMap((r) =>
  r.path.includes(':') ? [...(r.instances ?? [])] : [r.path],
);

/** The public site of issue 7: every content page plus the blog list and a seeded post. */
export const PUBLIC_SITE_URLS = [...PRERENDERED_URLS, '/blog', `/blog/${PUBLISHED_POST.data.slug}`];
