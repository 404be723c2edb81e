// The blog form's values and their validation: pure, so they are tested without rendering.
import { DEFAULT_BLOG_AUTHOR, DEFAULT_BLOG_CATEGORY, type BlogStatus } from '@/domain/blog/posts';
import { saveBlogPostInputSchema } from '@/domain/shared/operator-contract';
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

/** The blog form's schema: what saveBlogPost parses (its id comes from the post being edited). */
export const blogFormSchema = saveBlogPostInputSchema;
export type BlogFormInput = BlogFormValues & { status: BlogStatus };

export type BlogFormErrors = Partial<Record<keyof BlogFormValues, string>>;

/** The spec's summary above the form: missing basics first, then the first other problem (the image, say). */
export function blogFormSummary(errors: BlogFormErrors): string | null {
  if (errors.title || errors.content || errors.excerpt) return 'Please fill in all required fields';
  return Object.values(errors).find(Boolean) ?? null;
}

/** Validation the way the server will do it, with the spec's messages, before anything is sent. */
export function validateBlogForm(values: BlogFormValues, status: BlogStatus): { errors: BlogFormErrors; first: string | null } {
  const parsed = blogFormSchema.safeParse({ ...values, status });
  if (parsed.success) return { errors: {}, first: null };
  const errors: BlogFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in values) errors[key as keyof BlogFormValues] ??= issue.message;
  }
  return { errors, first: blogFormSummary(errors) };
}
