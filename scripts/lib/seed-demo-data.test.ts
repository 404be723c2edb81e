import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { blogPostSchema } from '../../src/domain/blog/posts';
import { leadClock, MIN_ANSWERED_FOR_MEDIAN } from '../../src/domain/firms/response-clock';
import { leadSchema, openLeadSchema } from '../../src/domain/leads/lead-documents';
import { isKnownPracticeAreaId } from '../../src/domain/matching/practice-areas';
import { reviewSchema } from '../../src/domain/reviews/reviews';
import { parseStored } from '../../src/domain/shared/stored-date';
import { generateBlogPosts, generateFirms } from '../../tests/fixtures/seed-generator';
import { demoLeads, demoResponseStats, demoReviews } from './seed-demo-data';

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

  it('every lead stores its practice area as a taxonomy id, as the lead transaction does, never a display name', () => {
    const leads = demoLeads(now, 'firm-owner').filter((w) => w.path.startsWith('leads/'));
    for (const { path, data } of leads) {
      expect(isKnownPracticeAreaId(String(data.practiceArea)), `${path}: ${String(data.practiceArea)}`).toBe(true);
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

  it("every demo review, and the reviewed firms' ratings come from those reviews only", () => {
    const leads = demoLeads(now, 'firm-owner');
    const firms = ['demo-firm-free', 'demo-firm-premium', 'demo-firm-premium-plus'].map((id, i) => ({
      ...generateFirms(3, 1, now)[i]!,
      id,
    }));
    const { writes, ratings } = demoReviews(firms, leads);
    const reviews = writes.filter((w) => w.path.startsWith('reviews/'));
    expect(reviews.length).toBeGreaterThan(0);
    for (const { path, data } of reviews) {
      const review = parseStored(reviewSchema, path, data);
      // Only a lead the firm answered produces a review.
      const lead = leads.find((l) => l.path === `leads/${review.leadId}`)!;
      expect(lead.data.firmId).toBe(review.firmId);
      expect(['contacted', 'converted']).toContain(lead.data.status);
    }
    for (const [firmId, fields] of ratings) {
      const own = reviews.map((r) => r.data).filter((r) => r.firmId === firmId);
      const sum = own.reduce((total, r) => total + (r.rating as number), 0);
      expect(fields).toEqual({ ratingSum: sum, reviewCount: own.length, rating: Math.round((sum / own.length) * 100) / 100 });
    }
    // The free demo firm has only a pending lead: no review, so "No reviews yet".
    expect(ratings.has('demo-firm-free')).toBe(false);
  });

  // The demo shows the response clock and the measured medians as the real writers leave them.
  it('the newest case runs its clock, answered cases record their minutes, and paid firms show a median', () => {
    const leads = demoLeads(now, 'firm-owner');
    const parsed = leads
      .filter((l) => l.path.startsWith('leads/'))
      .map((l) => ({ path: l.path, lead: parseStored(leadSchema, l.path, l.data) }));
    for (const { lead } of parsed) {
      expect(lead.responseDueAt).toBeGreaterThan(lead.createdAt);
      expect(lead.consent?.policyVersion).toBeTruthy();
      if (lead.status === 'pending') expect(lead.respondedAt).toBeUndefined();
      else expect(lead.responseMinutes).toBe(Math.round((lead.respondedAt! - lead.createdAt) / 60_000));
    }
    const pending = parsed.find((p) => p.path === 'leads/demo-firm-premium-lead-1')!.lead;
    expect(leadClock(pending, now.getTime()).state).toBe('waiting');

    const stats = demoResponseStats(leads, now);
    for (const firmId of ['demo-firm-premium', 'demo-firm-premium-plus']) {
      expect(stats.get(firmId)!.answeredLeads).toBeGreaterThanOrEqual(MIN_ANSWERED_FOR_MEDIAN);
      expect(stats.get(firmId)!.medianMinutes).toBe(5 * 60);
    }
    // The free firm has answered nothing: no figure, so its card makes no claim.
    expect(stats.has('demo-firm-free')).toBe(false);
  });

  it('shared cases name no one, and their clients chose to share', () => {
    const leads = demoLeads(now, 'firm-owner');
    const open = leads.filter((l) => l.path.startsWith('openLeads/'));
    expect(open.map((o) => o.data.displayName)).toEqual(['A private client', 'A private client', 'A business client']);
    for (const o of open) {
      const original = leads.find((l) => l.path === `leads/${String(o.data.originalLeadId)}`)!;
      expect((original.data.consent as { shareWithOtherFirms: boolean }).shareWithOtherFirms).toBe(true);
    }
  });
});
