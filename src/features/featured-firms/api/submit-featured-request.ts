import type { SubmitFeaturedRequestOutput } from '@/domain/matching/contracts';
import type { FeaturedRequestInput } from '@/domain/matching/criteria';
import { call } from '@/lib/callable';

/** `idempotencyKey`: the submission's key; a repeat answers the first result instead of a second lead. */
export function submitFeaturedRequest(
  firmId: string,
  request: FeaturedRequestInput,
  idempotencyKey: string,
): Promise<SubmitFeaturedRequestOutput> {
  return call('submitFeaturedRequest', { firmId, request, idempotencyKey });
}
