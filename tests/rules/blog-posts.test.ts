import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('blog-posts');
});
afterAll(() => env.cleanup());

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Tenant rights',
  slug: 'tenant-rights',
  excerpt: 'Short.',
  content: '<p>Body</p>',
  imageUrl: 'https://img.test/a.jpg',
  metaDescription: '',
  keywords: [],
  tags: [],
  author: 'RegMatch Editorial Team',
  category: 'Property Law',
  status: 'published',
  ...overrides,
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('blog_posts/published').set(post());
    await ctx
      .firestore()
      .doc('blog_posts/draft')
      .set(post({ slug: 'draft', status: 'draft' }));
  });
});

const { as, anon } = actors(() => env);

describe('blog_posts: anonymous visitor', () => {
  it('reads a published post', async () => {
    await assertSucceeds(getDoc(doc(anon(), 'blog_posts/published')));
  });
  it('lists published posts', async () => {
    await assertSucceeds(getDocs(query(collection(anon(), 'blog_posts'), where('status', '==', 'published'))));
  });
  it('cannot read a draft', async () => {
    await assertFails(getDoc(doc(anon(), 'blog_posts/draft')));
  });
  it('cannot list posts without filtering to published ones', async () => {
    await assertFails(getDocs(collection(anon(), 'blog_posts')));
  });
  it('cannot create a post', async () => {
    await assertFails(setDoc(doc(anon(), 'blog_posts/new'), post()));
  });
});

describe('blog_posts: firm user', () => {
  it('reads a published post', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'blog_posts/published')));
  });
  it('cannot read a draft', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'blog_posts/draft')));
  });
  it('cannot create a post', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'blog_posts/new'), post()));
  });
  it('cannot edit a published post', async () => {
    await assertFails(updateDoc(doc(as('plusFirm'), 'blog_posts/published'), { title: 'Hijacked' }));
  });
  it('cannot unpublish a post', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'blog_posts/published'), { status: 'draft', updatedAt: serverTimestamp() }),
    );
  });
  it('cannot delete a post', async () => {
    await assertFails(deleteDoc(doc(as('premiumFirm'), 'blog_posts/published')));
  });
});

describe('blog_posts: signed-in client', () => {
  it('cannot read a draft', async () => {
    await assertFails(getDoc(doc(as('client'), 'blog_posts/draft')));
  });
  it('cannot create a post', async () => {
    await assertFails(setDoc(doc(as('client'), 'blog_posts/new'), post()));
  });
});

describe('blog_posts: admin', () => {
  it('reads a draft', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'blog_posts/draft')));
  });
  it('lists every post, drafts included', async () => {
    await assertSucceeds(getDocs(collection(as('admin'), 'blog_posts')));
  });
  it('unpublishes a post', async () => {
    await assertSucceeds(updateDoc(doc(as('admin'), 'blog_posts/published'), { status: 'draft', updatedAt: serverTimestamp() }));
  });
  it('deletes a post', async () => {
    await assertSucceeds(deleteDoc(doc(as('admin'), 'blog_posts/published')));
  });
  it('cannot set an unknown status', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'blog_posts/published'), { status: 'scheduled', updatedAt: serverTimestamp() }));
  });
  it('cannot add fields outside the post schema', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'blog_posts/published'), { views: 1000 }));
  });
  it('cannot write content directly: only the sanitising callable writes posts', async () => {
    const script = '<p>Hi</p><script>alert(1)</script>';
    await assertFails(setDoc(doc(as('admin'), 'blog_posts/new'), post({ content: script })));
    await assertFails(updateDoc(doc(as('admin'), 'blog_posts/draft'), { content: script, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as('admin'), 'blog_posts/draft'), { status: 'published', updatedAt: serverTimestamp() }));
  });
  it('cannot empty the title', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'blog_posts/published'), { title: '' }));
  });
});
