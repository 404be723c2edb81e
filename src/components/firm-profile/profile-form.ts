import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { registrationSchema } from '@/domain/firms/registration';

/**
 * The public firm-profile fields that registration and the dashboard's Settings both edit. Both
 * forms take them from the same `firmProfileSchema` (src/domain), so one field group serves both:
 * each group reads the surrounding form through `useFirmProfileForm()` (a `<FormProvider>`).
 */
export type FirmProfileFieldValues = Pick<
  z.input<typeof registrationSchema>,
  | 'firmName'
  | 'description'
  | 'practiceAreas'
  | 'businessServices'
  | 'languages'
  | 'consultationMethods'
  | 'consultationFees'
  | 'urgencyLevels'
  | 'isCorrespondent'
  | 'correspondentCourts'
  | 'primaryCity'
  | 'cities'
  | 'courtsCovered'
  | 'teamSize'
  | 'businessHours'
> & { province?: z.input<typeof registrationSchema>['province'] };

/** The surrounding form (registration's wizard or Settings), seen through the fields both share. */
export const useFirmProfileForm = () => useFormContext<FirmProfileFieldValues>();

/** The message of a field's error, or of the first of its items' errors (a list field). */
export function messageOf(error: unknown): string | undefined {
  const first = Array.isArray(error) ? error.find(Boolean) : error;
  const message = (first as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
