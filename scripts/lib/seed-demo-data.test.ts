import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { blogPostSchema, leadSchema, openLeadSchema, parseStored } from '../../src/domain';
import { generateBlogPosts } from '../../tests/fixtures/seed-generator';
import { demoLeads } from './seed-demo-data';

// The seed is one of the writers: what it stores must read back through the same schemas the
// dashboard's and the functions' converters parse with, or a newcomer's demo shows empty lists.
describe('demo data parses with the document schemas', () => {
  const now = new Date('2026-03-10T09:00:00Z');

  it('every demo lead and open lead', () => {
    const writes = demoLeads(now, 'firm-owner');
    expect(writes.length).toBeGreaterThan(0);
    for (const { path, data } of writes) {
      const schema = path.startsWith('openLeads/') ? openLeadSchema : leadSchema;
      expect(() => parseStored(schema, path, data)).not.toThrow();
    }
  });

  it('every blog post, with its dates stored as Timestamps', () => {
    for (const post of generateBlogPosts()) {
      const data = {
        ...post.data,
        createdAt: Timestamp.fromMillis(post.data.createdAt as number),
        updatedAt: Timestamp.fromMillis(post.data.updatedAt as number),
      };
      expect(parseStored(blogPostSchema, `blog_posts/${post.id}`, data).createdAt).toBe(post.data.createdAt);
    }
  });
});
