import { deleteDoc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { BlogPost, SaveBlogPostInput, SaveBlogPostResult } from '@/domain';
import { call } from '@/lib/callable';
import { collectionRef, docRef } from '@/lib/firestore';

export type AdminBlogPost = BlogPost & { id: string };

/** Every post, drafts included (operators only), newest first. */
export async function listBlogPosts(): Promise<AdminBlogPost[]> {
  const snapshot = await getDocs(collectionRef<BlogPost>('blogPosts'));
  return snapshot.docs.map((d) => d.data()).sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0));
}

/** Create or update through the callable, which sanitises the HTML and settles the slug. */
export function saveBlogPost(input: SaveBlogPostInput): Promise<SaveBlogPostResult> {
  return call('saveBlogPost', input);
}

/** Takes a post off the public blog; rules let operators change the status directly. */
export function unpublishBlogPost(id: string): Promise<void> {
  return updateDoc(docRef<BlogPost>('blogPosts', id), { status: 'draft', updatedAt: serverTimestamp() } as never);
}

export function deleteBlogPost(id: string): Promise<void> {
  return deleteDoc(docRef<BlogPost>('blogPosts', id));
}
