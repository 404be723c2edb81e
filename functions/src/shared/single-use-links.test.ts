import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp, type CollectionReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { hashLinkToken } from './link-tokens';
import { singleUseLinkFields, singleUseLinks } from './single-use-links';

const DAY = 86_400_000;
const now = Date.UTC(2026, 2, 2, 8, 0);

// Only the document ids the store derives are looked at here; no Firestore is reached.
const collection = () => ({ doc: (id: string) => ({ id }) }) as unknown as CollectionReference;
const store = singleUseLinks({
  collection,
  schema: z.object({ leadId: z.string().min(1), ...singleUseLinkFields }),
  ttlDays: 7,
  link: 'release',
  messages: { unknown: 'Unknown link', used: 'Already answered', expired: 'Expired' },
});
const snapshot = (data: unknown) => ({ exists: data !== undefined, data: () => data }) as unknown as DocumentSnapshot;

/** The refusal a person would get: its reason (what the browser shows by) and its words. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return { reason: (error.details as { reason: string }).reason, message: error.message };
  }
  return null;
}

describe('singleUseLinks', () => {
  it('creates a link stored under the hash of its token, working for the store’s days, not yet used', () => {
    const { token, ref, record } = store.create({ leadId: 'lead-1' }, now);
    expect(ref.id).toBe(hashLinkToken(token));
    expect(ref.id).not.toContain(token);
    expect(record).toEqual({
      leadId: 'lead-1',
      createdAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + 7 * DAY),
      usedAt: null,
    });
    expect(store.create({ leadId: 'lead-1' }, now, now + DAY).record.expiresAt.toMillis()).toBe(now + DAY);
  });

  it('refuses to create a record its own schema would not read back', () => {
    expect(() => store.create({ leadId: '' }, now)).toThrow();
  });

  it('answers a working link’s record, and refuses an unknown, used or expired one with the store’s reason and words', () => {
    const { record } = store.create({ leadId: 'lead-1' }, now);
    expect(store.usable(snapshot(record), now + DAY)).toEqual(record);
    expect(refusal(() => store.usable(snapshot(undefined), now))).toEqual({
      reason: 'release-link-unknown',
      message: 'Unknown link',
    });
    expect(refusal(() => store.usable(snapshot({ leadId: 'lead-1' }), now))).toEqual({
      reason: 'release-link-unknown',
      message: 'Unknown link',
    });
    expect(refusal(() => store.usable(snapshot({ ...record, usedAt: Timestamp.fromMillis(now) }), now))).toEqual({
      reason: 'release-link-used',
      message: 'Already answered',
    });
    expect(refusal(() => store.usable(snapshot(record), now + 7 * DAY))).toEqual({
      reason: 'release-link-expired',
      message: 'Expired',
    });
  });
});
