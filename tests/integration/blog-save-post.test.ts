import { Timestamp } from 'firebase-admin/firestore';
import { blogPostSchema } from '@/domain/blog/posts';
import { parseStored } from '@/domain/shared/stored-date';
import { callFunction, db, idTokenFor } from './emulator-clients';

const run = Date.now().toString(36);
let adminToken: string;
let firmToken: string;

const post = (overrides: Record<string, unknown> = {}) => ({
  title: `Tenant Rights ${run}`,
  excerpt: 'What a tenant can do when a landlord withholds a deposit.',
  content: '<h2>Deposits</h2><p>Your landlord must return the deposit with interest.</p>',
  imageUrl: 'https://images.example.test/deposit.jpg',
  metaDescription: 'Deposits and tenant rights in South Africa.',
  keywords: ['  deposit ', 'tenant', 'Deposit', ''],
  tags: ['Property'],
  author: 'RegMatch Editorial Team',
  category: 'Property Law',
  status: 'published',
  ...overrides,
});

const stored = async (id: string) => (await db.doc(`blog_posts/${id}`).get()).data()!;

beforeAll(async () => {
  adminToken = await idTokenFor(`blog-ops-${run}@regmatch.test`, { admin: true });
  firmToken = await idTokenFor(`blog-firm-${run}@regmatch.test`, { firmId: 'firm-blog' });
});

describe('saveBlogPost', () => {
  it('publishes a post with a slug from the title, trimmed unique keywords and timestamps', async () => {
    const result = await callFunction<{ id: string; slug: string; status: string }>('saveBlogPost', post(), adminToken);
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({ slug: `tenant-rights-${run}`, status: 'published' });
    const doc = await stored(result.data!.id);
    expect(doc).toMatchObject({
      title: `Tenant Rights ${run}`,
      slug: `tenant-rights-${run}`,
      status: 'published',
      keywords: ['deposit', 'tenant'],
      tags: ['Property'],
    });
    expect(doc.ogImage).toBe('https://images.example.test/deposit.jpg');
    expect(doc.createdAt).toBeInstanceOf(Timestamp);
    expect(doc.updatedAt).toBeInstanceOf(Timestamp);
    expect(parseStored(blogPostSchema, `blog_posts/${result.data!.id}`, doc).slug).toBe(`tenant-rights-${run}`);
  });

  it('gives a clashing title the suffixes -2 and -3', async () => {
    const title = `Same Title ${run}`;
    const slugs = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await callFunction<{ slug: string }>('saveBlogPost', post({ title }), adminToken)).data!.slug);
    expect(slugs).toEqual([`same-title-${run}`, `same-title-${run}-2`, `same-title-${run}-3`]);
  });

  it('saves a draft, and an edit keeps the slug and createdAt', async () => {
    const created = await callFunction<{ id: string; slug: string }>(
      'saveBlogPost',
      post({ title: `Draft ${run}`, status: 'draft' }),
      adminToken,
    );
    const first = await stored(created.data!.id);
    expect(first.status).toBe('draft');
    const edited = await callFunction<{ slug: string }>(
      'saveBlogPost',
      post({ id: created.data!.id, title: `Draft renamed ${run}`, status: 'published' }),
      adminToken,
    );
    expect(edited.data!.slug).toBe(created.data!.slug);
    const after = await stored(created.data!.id);
    expect(after).toMatchObject({ title: `Draft renamed ${run}`, status: 'published' });
    expect((after.createdAt as Timestamp).isEqual(first.createdAt as Timestamp)).toBe(true);
  });

  it('defaults a missing status to published', async () => {
    const { status: _status, ...withoutStatus } = post({ title: `No status ${run}` });
    expect((await callFunction<{ status: string }>('saveBlogPost', withoutStatus, adminToken)).data?.status).toBe('published');
  });

  it('sanitises the content on the server: scripts, handlers and javascript: links are gone', async () => {
    const content =
      '<p onmouseover="steal()">Safe text</p><script>alert(1)</script><img src=x onerror=alert(1)><p><a href="javascript:alert(1)">link</a></p>';
    const result = await callFunction<{ id: string }>('saveBlogPost', post({ title: `XSS ${run}`, content }), adminToken);
    const doc = await stored(result.data!.id);
    expect(doc.content).toBe('<p>Safe text</p><p><a rel="noopener noreferrer nofollow">link</a></p>');
  });

  it('refuses content that is empty once sanitised', async () => {
    const result = await callFunction('saveBlogPost', post({ content: '<script>alert(1)</script><p></p>' }), adminToken);
    expect(result.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Please fill in all required fields' });
  });

  it('answers not-found when editing a post that no longer exists', async () => {
    expect((await callFunction('saveBlogPost', post({ id: `gone-${run}` }), adminToken)).error?.status).toBe('NOT_FOUND');
  });
});

describe('saveBlogPost: refused callers', () => {
  it('refuses a caller who is not signed in', async () => {
    expect((await callFunction('saveBlogPost', post())).error?.status).toBe('UNAUTHENTICATED');
  });
  it('refuses a firm user', async () => {
    expect((await callFunction('saveBlogPost', post(), firmToken)).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('saveBlogPost: bad input', () => {
  it.each([
    ['a missing title', { title: undefined }, 'Please fill in all required fields'],
    ['an empty title', { title: '   ' }, 'Please fill in all required fields'],
    ['a missing excerpt', { excerpt: '' }, 'Please fill in all required fields'],
    ['missing content', { content: '' }, 'Please fill in all required fields'],
    ['a missing featured image', { imageUrl: '' }, 'Please select a featured image'],
    ['a featured image that is not a web address', { imageUrl: 'javascript:alert(1)' }, 'Please select a featured image'],
    ['a 161-character meta description', { metaDescription: 'x'.repeat(161) }, 'Meta description cannot exceed 160 characters'],
    ['a script tag in the title', { title: '<script>alert(1)</script>' }, 'Please remove HTML tags from your text'],
    ['a script tag in a tag', { tags: ['<script>x</script>'] }, 'Please remove HTML tags from your text'],
    ['an oversize title', { title: 'x'.repeat(201) }, undefined],
    ['a title of the wrong type', { title: 42 }, undefined],
    ['an unknown status', { status: 'scheduled' }, undefined],
    ['keywords of the wrong type', { keywords: 'a,b' }, undefined],
    ['an unknown field', { views: 1000 }, undefined],
  ])('rejects %s', async (_name, overrides, message) => {
    const result = await callFunction('saveBlogPost', post(overrides), adminToken);
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    if (message) expect(result.error?.message).toBe(message);
  });
});
