import type { FeaturedRequestInput, SubmitFeaturedRequestOutput } from '@/domain';
import { call } from '@/lib/callable';

declare module '@/lib/callable' {
  interface CallableMap {
    submitFeaturedRequest: { input: { firmId: string; request: FeaturedRequestInput }; output: SubmitFeaturedRequestOutput };
  }
}

export function submitFeaturedRequest(firmId: string, request: FeaturedRequestInput): Promise<SubmitFeaturedRequestOutput> {
  return call('submitFeaturedRequest', { firmId, request });
}
