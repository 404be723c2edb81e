// @vitest-environment jsdom
// (sessionStorage and localStorage: the only browser APIs these tests need.)
import { idempotencyKeySchema } from '@/domain/shared/request-guards';
import { clearAllDrafts, forgetSubmissionKey, submissionKey } from './session-draft';

describe('submission keys (idempotency keys kept for the tab)', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the same key until the submission is forgotten, then a new one', () => {
    const first = submissionKey('matching-wizard');
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    // A reload or a second click asks again: the same key, so the server answers the first result.
    expect(submissionKey('matching-wizard')).toBe(first);
    forgetSubmissionKey('matching-wizard');
    expect(submissionKey('matching-wizard')).not.toBe(first);
  });

  it('keeps one key per form, and the quick exit wipes them with the drafts', () => {
    const wizard = submissionKey('matching-wizard');
    const featured = submissionKey('featured-request:firm-1');
    expect(featured).not.toBe(wizard);
    clearAllDrafts();
    expect(submissionKey('matching-wizard')).not.toBe(wizard);
  });

  it('replaces a stored key that is not a plain token', () => {
    sessionStorage.setItem('regmatch.submission.matching-wizard', '../../x');
    expect(idempotencyKeySchema.safeParse(submissionKey('matching-wizard')).success).toBe(true);
  });
});
