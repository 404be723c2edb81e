import type { MessagingOptIn } from '@/domain/notifications/channels';
import { db } from '../shared/admin';
import { writeChoice } from './choices';

/**
 * The wizard's opt-in, recorded for the client's email address. A request without the box ticked
 * withdraws an earlier one: the latest request's choice is the client's choice, and a stranger who
 * typed the client's address and their own number earlier loses it once the client asks themselves.
 * The locale comes from the request's language field where the wizard sends one, English otherwise.
 */
export async function recordClientMessagingChoice(
  email: string,
  optIn: MessagingOptIn | undefined,
  input: object,
): Promise<void> {
  const { locale, language } = input as { locale?: unknown; language?: unknown };
  const batch = db.batch();
  writeChoice(batch, email, optIn ?? null, { audience: 'client', locale: locale ?? language });
  await batch.commit();
}
