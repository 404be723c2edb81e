import {
  deleteDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { SaveBlogPostInput, SaveBlogPostResult } from '@/domain/shared/operator-contract';
import { call } from '@/lib/callable';
import { blogPostRef, blogPostsRef, type StoredBlogPost } from '@/lib/firestore';

export type AdminBlogPost = StoredBlogPost;

const ADMIN_BLOG_PAGE_SIZE = 50;

export interface AdminBlogPage {
  posts: AdminBlogPost[];
  /** Where the next page starts; null when this page was the last. */
  next: QueryDocumentSnapshot<AdminBlogPost> | null;
}

/** Posts, drafts included (operators only), most recently updated first, one page at a time. */
export async function listBlogPosts(after: AdminBlogPage['next'] = null, size = ADMIN_BLOG_PAGE_SIZE): Promise<AdminBlogPage> {
  const posts = blogPostsRef();
  const q = after
    ? query(posts, orderBy('updatedAt', 'desc'), startAfter(after), limit(size + 1))
    : query(posts, orderBy('updatedAt', 'desc'), limit(size + 1));
  const docs = (await getDocs(q)).docs;
  const page = docs.slice(0, size);
  return { posts: page.map((d) => d.data()), next: docs.length > size ? (page[page.length - 1] ?? null) : null };
}

/** Create or update through the callable, which sanitises the HTML and settles the slug. */
export function saveBlogPost(input: SaveBlogPostInput): Promise<SaveBlogPostResult> {
  return call('saveBlogPost', input);
}

/** Takes a post off the public blog; rules let operators change the status directly. */
export function unpublishBlogPost(id: string): Promise<void> {
  return updateDoc(blogPostRef(id), { status: 'draft', updatedAt: serverTimestamp() });
}

export function deleteBlogPost(id: string): Promise<void> {
  return deleteDoc(blogPostRef(id));
}
