import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { slugify } from '@/domain/blog/posts';
import { MESSAGES } from '@/domain/shared/messages';
import { type SaveBlogPostResult } from '@/domain/shared/operator-contract';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { hasText, sanitizePostHtml } from './sanitize-post-html';
import { z } from 'zod';
import { collections, fieldsOf } from '../shared/documents';

/** A post's address, all the slug check reads of it. */
const slugSchema = z.object({ slug: z.string() });

const posts = () => collections.blogPosts();

/**
 * The first free slug: the base itself, else base-2, base-3 ... One range query inside the
 * transaction reads every taken variant, so two posts saved at once cannot take the same slug.
 */
async function uniqueSlug(tx: Transaction, base: string, ownId: string): Promise<string> {
  const taken = await tx.get(posts().where('slug', '>=', base).where('slug', '<=', `${base}-\uf8ff`));
  const used = new Set(taken.docs.filter((d) => d.id !== ownId).flatMap((d) => fieldsOf(slugSchema, d)?.slug ?? []));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Creates or updates a post. HTML is sanitised here, whatever the browser sent. */
export const saveBlogPost = callable('saveBlogPost', {
  access: 'admin',
  handler: async (input): Promise<SaveBlogPostResult> => {
    const content = sanitizePostHtml(input.content);
    if (!hasText(content)) throw callableError('content-empty', MESSAGES.requiredFields, 'content');
    const ref = input.id ? posts().doc(input.id) : posts().doc();

    return db.runTransaction(async (tx) => {
      const existing = input.id ? await tx.get(ref) : null;
      if (existing && !existing.exists) throw callableError('post-not-found', 'That blog post no longer exists.', 'id');
      // A post keeps its address once it has one, unless the operator asks for another.
      const currentSlug = fieldsOf(slugSchema, existing)?.slug;
      const base = input.slug ?? currentSlug ?? slugify(input.title);
      if (!base) throw callableError('title-without-letters', 'Please use a title with letters or numbers.', 'title');
      const slug = base === currentSlug ? base : await uniqueSlug(tx, base, ref.id);

      const data = {
        title: input.title,
        slug,
        excerpt: input.excerpt,
        content,
        imageUrl: input.imageUrl,
        ogImage: input.ogImage ?? input.imageUrl,
        metaDescription: input.metaDescription,
        keywords: input.keywords,
        tags: input.tags,
        author: input.author,
        category: input.category,
        status: input.status,
        updatedAt: FieldValue.serverTimestamp(),
      };
      if (existing) tx.update(ref, data);
      else tx.set(ref, { ...data, createdAt: FieldValue.serverTimestamp() });
      return { id: ref.id, slug, status: input.status };
    });
  },
});
