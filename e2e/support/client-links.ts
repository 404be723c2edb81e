import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { LeadReleaseRecord } from '../../functions/src/firms/lead-release-store';
import type { SendOnLinkRecord } from '../../functions/src/leads/send-on-store';
import type { ReviewInviteRecord } from '../../functions/src/reviews/review-invite-store';
import type { Lead } from '../../src/domain/leads/lead-documents';
import { serviceLabelOfLead } from '../../src/domain/leads/leads';
import { sharedItems } from '../../src/domain/leads/send-on';
import { adminDb } from './admin';

interface Firm {
  id: string;
  firmName: string;
}

const DAY_MS = 86_400_000;

/**
 * A link as the functions' single-use link stores make one (functions/src/shared/single-use-links.ts,
 * link-tokens.ts): 32 random bytes in base64url for the email, the record stored under the token's
 * SHA-256, working for a week here, not yet used. The journeys' Playwright loads functions/src as
 * CommonJS, so the stores cannot be called from here; their record types keep these in step.
 */
function newLink() {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const dates = { createdAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + 7 * DAY_MS), usedAt: null };
  return { token, id: createHash('sha256').update(token, 'utf8').digest('hex'), dates };
}

/**
 * The three links a client is emailed later in a request's life, for one real lead, with the
 * fields their writers give them: the release answer (acceptOpenLead), the send-on offer (the
 * lapse's notice, unanswered-notice.ts) and the review invite (the firm's answer). Reaching each
 * the long way (a firm accepting an open lead, the response clock lapsing, a firm marking the lead
 * contacted) is each one's own journey (lead-release, lapse-send-on, review-languages); a page that
 * only shows a link's offer needs the link, not the road to it. Opening a page decides nothing.
 */
export async function issueLinks(leadId: string, chosen: Firm, next: Firm) {
  const lead = (await adminDb.doc(`leads/${leadId}`).get()).data() as Lead;
  const need = serviceLabelOfLead(lead.formData);
  const area = [lead.formData.city, lead.province].filter(Boolean).join(', ');

  const release = newLink();
  const releaseRecord: LeadReleaseRecord = {
    leadId,
    firmId: next.id,
    firmName: next.firmName,
    originalLeadId: leadId,
    need,
    decision: null,
    ...release.dates,
  };
  const review = newLink();
  const reviewRecord: ReviewInviteRecord = { firmId: chosen.id, firmName: chosen.firmName, leadId, used: false, ...review.dates };
  const sendOn = newLink();
  const sendOnRecord: SendOnLinkRecord = {
    leadId,
    firmId: next.id,
    firmName: next.firmName,
    previousFirmName: chosen.firmName,
    need,
    area,
    shared: sharedItems(lead.formData),
    offerLinkIds: [sendOn.id],
    ...sendOn.dates,
    expireAt: Timestamp.fromMillis(sendOn.dates.expiresAt.toMillis() + 7 * DAY_MS),
  };
  await Promise.all([
    adminDb.doc(`leadReleases/${release.id}`).create(releaseRecord),
    adminDb.doc(`reviewInvites/${review.id}`).create(reviewRecord),
    adminDb.doc(`sendOnLinks/${sendOn.id}`).create(sendOnRecord),
  ]);
  return { release: release.token, sendOn: sendOn.token, review: review.token };
}
