import type { FeaturedRequestInput, SubmitFeaturedRequestOutput } from '@/domain';
import { call } from '@/lib/callable';

export function submitFeaturedRequest(firmId: string, request: FeaturedRequestInput): Promise<SubmitFeaturedRequestOutput> {
  return call('submitFeaturedRequest', { firmId, request });
}
