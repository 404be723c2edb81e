import { MESSAGES } from '@/domain';
import { wizardSchema } from './registration-form-schema';

/** What the form holds on the account step: earlier steps filled or not, no plan chosen yet. */
const accountStep = (password: string, confirmPassword: string) => ({ email: 'new@firm.co.za', password, confirmPassword });

const messagesFor = (values: Record<string, unknown>, field: string) =>
  (wizardSchema.safeParse(values).error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);

describe('wizardSchema password confirmation', () => {
  it('reports a mismatch on the account step, before the plan is chosen', () => {
    expect(messagesFor(accountStep('long-enough-1', 'different'), 'confirmPassword')).toContain(MESSAGES.passwordsDoNotMatch);
  });

  it('says nothing about the confirmation when the two passwords match', () => {
    expect(messagesFor(accountStep('long-enough-1', 'long-enough-1'), 'confirmPassword')).toEqual([]);
  });
});
