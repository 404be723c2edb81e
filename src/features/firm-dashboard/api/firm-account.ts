import type { CheckoutForm, UpdateFirmProfileInput } from '@/domain';
import { call } from '@/lib/callable';

declare module '@/lib/callable' {
  interface CallableMap {
    updateFirmProfile: { input: UpdateFirmProfileInput; output: { ok: true } };
  }
}

export const updateFirmProfile = (input: UpdateFirmProfileInput) => call('updateFirmProfile', input);
export const createCheckout = (plan: 'premium' | 'premium_plus'): Promise<CheckoutForm> => call('createCheckout', { plan });
export const cancelSubscription = () => call('cancelSubscription', {});
