import type { UpdateFirmProfileInput } from '@/domain/firms/registration';
import type { CheckoutForm } from '@/domain/payments/contract';
import { call } from '@/lib/callable';

export const updateFirmProfile = (input: UpdateFirmProfileInput) => call('updateFirmProfile', input);
export const createCheckout = (plan: 'premium' | 'premium_plus'): Promise<CheckoutForm> => call('createCheckout', { plan });
export const cancelSubscription = () => call('cancelSubscription', {});
/** Whether Premium's free month is open to this firm: the server decides, the cards quote it. */
export const getCheckoutOffer = () => call('getCheckoutOffer', {});

/** Closes the firm's account for good (the server cancels PayFast first, then erases it). */
export const closeFirmAccount = (confirmation: string) => call('closeFirmAccount', { confirmation });

/** The paused firm confirms it is taking clients again (response-pause.ts): it is matched again at once. */
export const resumeMatching = () => call('resumeMatching', { confirm: true });
