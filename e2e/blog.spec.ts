import { expect, test } from '@playwright/test';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { generateBlogPosts } from '../tests/fixtures/seed-generator';
import { adminDb } from './support/admin';
import { uniqueTag } from './matching-fixtures';

// More than 100 published posts: the list must start with the newest and page through all of
// them (it used to read the first 100 documents and sort those in the browser).
const TAG = uniqueTag();
const TEMPLATE = generateBlogPosts()[0]!.data;
const HOUR = 3_600_000;
const ids: string[] = [];

function post(i: number, title: string, createdAt: number) {
  const id = `e2e-blog-${TAG}-${i}`;
  ids.push(id);
  return [
    id,
    {
      ...TEMPLATE,
      title,
      slug: `e2e-${TAG}-${i}`,
      createdAt: Timestamp.fromMillis(createdAt),
      updatedAt: Timestamp.fromMillis(createdAt),
    },
  ] as const;
}

const NEWEST = `Newest post ${TAG}`;
const OLDEST = `Oldest post ${TAG}`;

test.beforeAll(async () => {
  const now = Date.now();
  // A day ahead, so a post another journey publishes meanwhile cannot take first place.
  const docs = [
    post(0, NEWEST, now + 24 * HOUR),
    ...Array.from({ length: 104 }, (_, i) => post(i + 1, `Archive ${TAG} number ${i + 1}`, now - (i + 1) * HOUR)),
    post(105, OLDEST, Date.UTC(2020, 0, 1)),
  ];
  const batches: WriteBatch[] = [];
  docs.forEach(([id, data], n) => {
    if (n % 50 === 0) batches.push(adminDb.batch());
    batches[batches.length - 1]!.set(adminDb.doc(`blog_posts/${id}`), data);
  });
  await Promise.all(batches.map((b) => b.commit()));
});

test.afterAll(async () => {
  const batch = adminDb.batch();
  for (const id of ids) batch.delete(adminDb.doc(`blog_posts/${id}`));
  await batch.commit();
});

test('with more than 100 posts the blog starts with the newest and pages through every post, newest first', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/blog');
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  const articles = page.getByRole('article');
  // A busy emulator can miss the first read; the page then offers "Try again", as a reader would use it.
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(titles.first().or(retry)).toBeVisible({ timeout: 30_000 });
  if (await retry.isVisible()) await retry.click();
  await expect(titles.first()).toHaveText(NEWEST, { timeout: 30_000 });
  await expect(articles).toHaveCount(12);

  const next = page.getByRole('button', { name: /^(Load more posts|Try again)$/ });
  while (await next.isVisible()) {
    const before = await articles.count();
    await next.click();
    await expect.poll(async () => (await articles.count()) > before || (await retry.isVisible()), { timeout: 30_000 }).toBe(true);
  }

  const all = await titles.allTextContents();
  expect(all.length).toBeGreaterThan(106);
  expect(all.filter((t) => t.includes(TAG))).toHaveLength(106);
  expect(all.at(-1)).toBe(OLDEST);
  expect(new Set(all).size).toBe(all.length);
  const dates = await page
    .getByRole('article')
    .locator('time')
    .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});
