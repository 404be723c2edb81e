import { z } from 'zod';
import { registrationSchema } from '@/domain/firms/registration';
import { MESSAGES } from '@/domain/shared/messages';

const passwordPair = z.object({ password: z.string(), confirmPassword: z.string() });

/**
 * The wizard's form: the registration plus the confirmation that never leaves the browser.
 * Zod skips an object refinement while any other field is invalid, and on the account step the
 * plan is not chosen yet; `when` lets the match check run as soon as both passwords are there.
 */
export const wizardSchema = registrationSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
    when: (payload) => passwordPair.safeParse(payload.value).success,
  });
export type WizardValues = z.input<typeof wizardSchema>;

export const STEPS = [
  { title: 'Legal Terms', fields: ['legalTermsAccepted'] },
  {
    title: 'Basic Information',
    fields: ['firmName', 'lpcNumber', 'fidelityFund', 'contactPerson', 'phone', 'address', 'logoUrl'],
  },
  { title: 'Practice Areas', fields: ['practiceAreas'] },
  { title: 'Business Services', fields: ['businessServices'] },
  { title: 'Languages', fields: ['languages'] },
  {
    title: 'Service Details',
    fields: ['consultationMethods', 'consultationFees', 'urgencyLevels', 'isCorrespondent', 'correspondentCourts'],
  },
  { title: 'Location', fields: ['province', 'primaryCity', 'cities', 'courtsCovered'] },
  { title: 'Team Information', fields: ['teamSize', 'businessHours', 'description'] },
  { title: 'Account Setup', fields: ['email', 'password', 'confirmPassword'] },
  { title: 'Plan Selection', fields: ['plan'] },
] as const satisfies readonly { title: string; fields: readonly (keyof WizardValues)[] }[];

/** Drops the confirmation (and nothing else) before the registration is sent. */
export function toRegistration(values: WizardValues): Omit<WizardValues, 'confirmPassword'> {
  const { confirmPassword: _confirm, ...rest } = values;
  return rest;
}

/**
 * Where a refused registration sends the user back: the step holding the field the server named
 * (its `details.field`, e.g. 'email' or 'businessHours.monday.open'), and that form field.
 */
export function stepOfServerField(field: string | null): { step: number; field: keyof WizardValues } | null {
  const top = field?.split('.')[0];
  if (!top) return null;
  const step = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(top));
  return step >= 0 ? { step, field: top as keyof WizardValues } : null;
}
