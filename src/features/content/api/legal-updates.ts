import type { SubscribeToLegalUpdatesInput } from '@/domain/blog/legal-updates';
import { call } from '@/lib/callable';

/** The server answers the same for any address; the email is the only thing that differs. */
export async function subscribeToLegalUpdates(input: SubscribeToLegalUpdatesInput): Promise<void> {
  await call('subscribeToLegalUpdates', input);
}

export async function confirmLegalUpdatesSubscription(token: string): Promise<void> {
  await call('confirmLegalUpdatesSubscription', { token });
}

export async function unsubscribeFromLegalUpdates(token: string): Promise<void> {
  await call('unsubscribeFromLegalUpdates', { token });
}

/** The form's schema, downloaded on first validation so the prerendered page's first load stays small. */
export const loadSubscribeSchema = () => import('@/domain/blog/legal-updates').then((m) => m.subscribeToLegalUpdatesInputSchema);
