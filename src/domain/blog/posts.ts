/** blog_posts/{id} as stored, the operator's blog form, and the slug and tag helpers it uses. */
import { z } from 'zod';
import { BRAND_NAME } from '../shared/brand';
import { requiredText, httpUrl } from '../shared/fields';
import { MESSAGES, tooLongMessage } from '../shared/messages';
import { storedMillisSchema } from '../shared/stored-date';
import { META_DESCRIPTION_MAX, truncateDescription } from '../shared/text';

const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const DEFAULT_BLOG_AUTHOR = `${BRAND_NAME} Editorial Team`;
export const DEFAULT_BLOG_CATEGORY = 'Legal Insights';
const BLOG_CONTENT_MAX = 200_000;

/** Lower-case; runs of anything else become one hyphen; no hyphen at either end. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Keywords and tags are trimmed, non-empty and never repeated. */
export function addTag(list: readonly string[], value: string): string[] {
  const tag = value.trim();
  if (!tag || list.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...list];
  return [...list, tag];
}

const tagList = z
  .array(z.string().trim().max(50, tooLongMessage(50)))
  .max(30, 'Please use at most 30 entries')
  .transform((list) => list.reduce<string[]>(addTag, []));

const slugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please use lower-case letters, numbers and hyphens');

/** A stored image: a web address, or a path on this site (the seed's bundled images). */
const storedImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || /^\/[^/\s]\S*$/.test(v), 'Expected a web address or a site path');

/**
 * blog_posts/{id} as stored by saveBlogPost (and the seed); an operator's unpublish changes status
 * and updatedAt. Content is HTML, sanitised on save and again on render.
 */
export const blogPostSchema = z.strictObject({
  title: requiredText(MESSAGES.requiredFields, 200),
  slug: slugSchema,
  excerpt: requiredText(MESSAGES.requiredFields, 500),
  content: requiredText(MESSAGES.requiredFields, BLOG_CONTENT_MAX),
  imageUrl: storedImageUrl,
  ogImage: storedImageUrl.nullable().optional(),
  metaDescription: z.string().trim().max(META_DESCRIPTION_MAX, MESSAGES.metaDescriptionTooLong),
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  author: z.string().trim().min(1).max(100),
  category: z.string().trim().min(1).max(100),
  status: z.enum(BLOG_STATUSES),
  createdAt: storedMillisSchema,
  updatedAt: storedMillisSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The operator's blog form and the saveBlogPost callable. */
export const blogPostInputSchema = z.object({
  title: requiredText(MESSAGES.requiredFields, 200),
  content: requiredText(MESSAGES.requiredFields, BLOG_CONTENT_MAX),
  excerpt: requiredText(MESSAGES.requiredFields, 500),
  imageUrl: z
    .string({ error: MESSAGES.featuredImage })
    .trim()
    .min(1, { error: MESSAGES.featuredImage, abort: true })
    .max(2048)
    .refine((v) => /^https?:\/\/\S+$/i.test(v), MESSAGES.featuredImage),
  ogImage: httpUrl.optional(),
  metaDescription: z.string().trim().max(META_DESCRIPTION_MAX, MESSAGES.metaDescriptionTooLong).default(''),
  keywords: tagList.default([]),
  tags: tagList.default([]),
  author: z.string().trim().min(1).max(100).default(DEFAULT_BLOG_AUTHOR),
  category: z.string().trim().min(1).max(100).default(DEFAULT_BLOG_CATEGORY),
  /** Missing at creation means published (the spec's default). */
  status: z.enum(BLOG_STATUSES).default('published'),
  /** Derived from the title when absent. */
  slug: slugSchema.optional(),
});

/** A page's meta description: the post's own, else its excerpt cut to length. */
export function blogMetaDescription(post: Pick<BlogPost, 'metaDescription' | 'excerpt'>): string {
  return post.metaDescription.trim() || truncateDescription(post.excerpt.trim());
}
