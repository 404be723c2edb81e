// Verified reviews: the invite trigger and the callables; functions/src/index.ts re-exports them.
export { onLeadAnswered } from './on-lead-answered';
export { getReviewInvite } from './get-review-invite';
export { submitReview } from './submit-review';
export { replyToReview } from './reply-to-review';
export { reportReview } from './report-review';
export { hideReview } from './hide-review';
