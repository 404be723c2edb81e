import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../shared/admin';
import { callableError } from '../shared/callable';

/**
 * The existing account an operator gives a role to (operator: grantAdmin; translation reviewer:
 * setTranslationReviewer), found by its email. Never a firm's login: a firm doubling as an operator
 * or a reviewer would mix a customer's powers with the operator's. `holders` names who needs an
 * account of their own in the refusal ("Operators", "Reviewers").
 */
export async function roleAccountByEmail(email: string, holders: 'Operators' | 'Reviewers'): Promise<UserRecord> {
  let user: UserRecord;
  try {
    user = await auth.getUserByEmail(email);
  } catch {
    throw callableError('account-not-found', 'No account uses that email address. Ask them to create an account first.', 'email');
  }
  if (typeof user.customClaims?.firmId === 'string') {
    throw callableError('account-is-firm', `That account belongs to a law firm. ${holders} need their own account.`, 'email');
  }
  return user;
}
