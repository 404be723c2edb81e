import { MESSAGES } from '@/domain/shared/messages';
// The wire shapes the real registerFirm sends (checked against the emulator in tests/integration/callable-errors.test.ts).
import * as shapes from '../../../../tests/fixtures/callable-error-shapes';
import { STEPS, stepOfServerField, wizardSchema } from './registration-form-schema';

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

describe('stepOfServerField: where a refused registration sends the user', () => {
  const fieldOf = (shape: shapes.WireError) => (shape.body.error.details as { field?: string }).field ?? null;
  const titleOf = (field: string | null) => {
    const target = stepOfServerField(field);
    return target && { step: STEPS[target.step]!.title, field: target.field };
  };

  it('a domain another firm has goes back to Account Setup', () => {
    expect(titleOf(fieldOf(shapes.EMAIL_DOMAIN_TAKEN))).toEqual({ step: 'Account Setup', field: 'email' });
  });

  it('a name another firm took first goes back to Basic Information', () => {
    expect(titleOf(fieldOf(shapes.FIRM_NAME_TAKEN))).toEqual({ step: 'Basic Information', field: 'firmName' });
  });

  it('any refused field goes to the step that asks for it, nested paths by their top field', () => {
    expect(titleOf(fieldOf(shapes.DESCRIPTION_REFUSED))).toEqual({ step: 'Team Information', field: 'description' });
    expect(titleOf('businessHours.monday.open')).toEqual({ step: 'Team Information', field: 'businessHours' });
  });

  it('no field, or one the wizard does not have, leaves the user where they are', () => {
    expect(stepOfServerField(null)).toBeNull();
    expect(stepOfServerField('rating')).toBeNull();
  });
});
