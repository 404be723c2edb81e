// The blog form's values and their validation: pure, so they are tested without rendering.
import { DEFAULT_BLOG_AUTHOR, DEFAULT_BLOG_CATEGORY, saveBlogPostInputSchema, type BlogStatus } from '@/domain';
import type { AdminBlogPost } from '../api/blog-posts';

export interface BlogFormValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  metaDescription: string;
  keywords: string[];
  tags: string[];
  category: string;
  author: string;
}

export const emptyBlogForm = (): BlogFormValues => ({
  title: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  metaDescription: '',
  keywords: [],
  tags: [],
  category: DEFAULT_BLOG_CATEGORY,
  author: DEFAULT_BLOG_AUTHOR,
});

export const formFromPost = (post: AdminBlogPost): BlogFormValues => ({
  title: post.title,
  excerpt: post.excerpt,
  content: post.content,
  imageUrl: post.imageUrl,
  metaDescription: post.metaDescription ?? '',
  keywords: post.keywords ?? [],
  tags: post.tags ?? [],
  category: post.category,
  author: post.author,
});

export type BlogFormErrors = Partial<Record<keyof BlogFormValues, string>>;

/** Validation the way the server will do it, with the spec's messages, before anything is sent. */
export function validateBlogForm(values: BlogFormValues, status: BlogStatus): { errors: BlogFormErrors; first: string | null } {
  const parsed = saveBlogPostInputSchema.safeParse({ ...values, status });
  if (parsed.success) return { errors: {}, first: null };
  const errors: BlogFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BlogFormValues;
    errors[key] ??= issue.message;
  }
  // The spec's summary: missing basics first, then the image.
  const first =
    errors.title || errors.content || errors.excerpt ? 'Please fill in all required fields' : (Object.values(errors)[0] ?? null);
  return { errors, first };
}
