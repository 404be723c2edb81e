/**
 * The firm registration wizard's data, shared by the form (per-step validation), the registerFirm
 * callable (the whole thing, parsed again on the server) and the dashboard's settings form.
 * Messages are the spec's own wording.
 */
import { z } from 'zod';
import { FIRM_AGREEMENTS_VERSION } from '../shared/brand';
import { documentIdSchema, planIdSchema } from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { CONSULTATION_METHOD_IDS, emailDomain, isPublicMailDomain, normaliseFirmName } from './options';
import { planChange } from './plan-change';
import { extraCitiesSchema, firmContactSchema, enteredBusinessHoursSchema, firmProfileSchema, passwordSchema } from './profile';
import { fidelityFundSchema, PENDING_VERIFICATION, VERIFICATION_MESSAGES, type FidelityFund } from './verification';

export const REGISTRATION_MESSAGES = {
  nameTaken: 'A firm with this name is already registered',
  nameTakenShort: 'This firm name is already registered',
  domainTaken: 'Another firm is already registered with this domain',
  domainTakenUser: 'Another user from your firm is already registered',
  emailCheckFailed: 'Error checking email availability',
  nameCheckFailed: 'Error checking firm name availability',
  domainCheckFailed: 'Error checking email domain availability',
  registerFailed: 'Failed to register firm',
  createAccountFailed: 'Failed to create account. Please try again.',
  success: 'Registration successful! Redirecting to dashboard...',
  subscriptionFailed: 'Failed to process subscription',
  invalidImage: 'Please upload a valid image file (JPG, PNG, GIF, or WebP)',
  imageTooLarge: 'File size must be less than 5MB',
  invalidImageType: 'Invalid file type. Please upload a JPG, PNG, GIF, or WebP image.',
  uploadFailed: 'Failed to upload logo. Please try again.',
} as const;

const LOGO_MAX_BYTES = 5_242_880;
const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const NAME_CHECK_DEBOUNCE_MS = 500;
export const DESCRIPTION_WARN_AT = 900;

/** The logo checks of step 2: null when the file may be used. */
export function logoFileError(file: { type: string; size: number }): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return REGISTRATION_MESSAGES.invalidImage;
  if (file.size > LOGO_MAX_BYTES) return REGISTRATION_MESSAGES.imageTooLarge;
  return null;
}

/** Adds an extra city unless it is empty or already listed (case-insensitive, primary included). */
export function addCity(list: readonly string[], value: string, primaryCity = ''): string[] {
  const city = value.trim().replace(/\s+/g, ' ');
  const key = city.toLowerCase();
  if (!city || key === primaryCity.trim().toLowerCase() || list.some((c) => c.toLowerCase() === key)) return [...list];
  return [...list, city];
}

const p = firmProfileSchema.shape;
const a = firmContactSchema.shape;

/**
 * Registration's Fidelity Fund answer: whether the practice needs a certificate (attorneys who
 * practise for their own account or hold trust money, advocates with a trust account) and, if so,
 * its number and year. The refinement reads only this object, so the step checks it on its own.
 */
export const registrationFidelitySchema = z
  .object({
    required: z.boolean({ error: VERIFICATION_MESSAGES.fidelityRequired }),
    certificateNumber: z.string().trim().max(50, VERIFICATION_MESSAGES.certificateNumber),
    year: z.number().int().nullable(),
  })
  .superRefine((value, ctx) => {
    if (!value.required) return;
    const parsed = fidelityFundSchema.safeParse({ certificateNumber: value.certificateNumber, year: value.year });
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** The evidence a registration's Fidelity Fund answer gives: null when no certificate is needed. */
export function fidelityFundOf(answer: z.output<typeof registrationFidelitySchema>): FidelityFund | null {
  return answer.required && answer.year !== null ? { certificateNumber: answer.certificateNumber, year: answer.year } : null;
}

/** Every field of the wizard, by step; the callable parses the same object. */
export const registrationSchema = z.object({
  // 1 Legal terms
  legalTermsAccepted: z.literal(true, { error: MESSAGES.firmLegalTerms }),
  // 2 Basic information
  firmName: p.firmName,
  lpcNumber: a.lpcNumber,
  fidelityFund: registrationFidelitySchema,
  contactPerson: a.contactPerson,
  phone: a.phone,
  address: a.address,
  logoUrl: p.logoUrl,
  // 3 Practice areas
  practiceAreas: p.practiceAreas,
  // 4 Business services
  businessServices: p.businessServices,
  // 5 Languages
  languages: p.languages,
  // 6 Service details
  consultationMethods: z.array(z.enum(CONSULTATION_METHOD_IDS)).min(1, MESSAGES.consultationMethods),
  consultationFees: p.consultationFees,
  urgencyLevels: p.urgencyLevels,
  isCorrespondent: p.isCorrespondent,
  correspondentCourts: p.correspondentCourts,
  // 7 Location
  province: p.province,
  primaryCity: p.primaryCity,
  cities: extraCitiesSchema,
  courtsCovered: p.courtsCovered,
  // 8 Team
  teamSize: p.teamSize,
  businessHours: enteredBusinessHoursSchema,
  description: p.description,
  // 9 Account
  email: a.email,
  password: passwordSchema,
  // 10 Plan
  plan: planIdSchema,
});
export type Registration = z.infer<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

/** The registerFirm callable's input: the registration itself (the confirmation never leaves the form). */
export const registerFirmInputSchema = registrationSchema;

export const checkFirmNameInputSchema = z.object({ firmName: p.firmName });
export const checkEmailDomainInputSchema = z.object({ email: a.email });
export interface AvailabilityResult {
  available: boolean;
  error: string | null;
  /** Which check failed, so the form can phrase it. */
  reason?: 'domain-taken' | 'name-taken' | null;
}

export const sendPasswordResetInputSchema = z.object({ email: a.email });
export const acceptOpenLeadInputSchema = z.object({
  openLeadId: documentIdSchema('Missing open lead'),
});
export interface AcceptOpenLeadResult {
  leadId: string;
}

/**
 * Settings tab: every public field registration set, plus the private contact details. Plan,
 * quota, status, rating, featured and province (operator-verified) never. Every field is bounded
 * in type, size and format by the same rules as registration (firmProfileSchema), the match
 * inputs included (src/domain/matching/match-bounds.ts). Unknown keys are refused.
 */
export const updateFirmProfileInputSchema = z
  .object({
    firmName: p.firmName,
    contactPerson: a.contactPerson,
    phone: a.phone,
    address: a.address,
    logoUrl: p.logoUrl,
    description: p.description,
    practiceAreas: p.practiceAreas,
    businessServices: p.businessServices,
    languages: p.languages,
    consultationMethods: p.consultationMethods,
    consultationFees: p.consultationFees,
    urgencyLevels: p.urgencyLevels,
    isCorrespondent: p.isCorrespondent,
    correspondentCourts: p.correspondentCourts,
    primaryCity: p.primaryCity,
    /** Cities served besides the primary city (which is always first in the stored list). */
    cities: extraCitiesSchema,
    courtsCovered: p.courtsCovered,
    teamSize: p.teamSize,
    businessHours: enteredBusinessHoursSchema,
  })
  .strict();
export type UpdateFirmProfileInput = z.infer<typeof updateFirmProfileInputSchema>;

export const OPEN_LEAD_MESSAGES = {
  fetchFailed: 'Failed to fetch open leads',
  taken: 'Failed to accept lead. It may have already been taken.',
  failed: 'Failed to accept lead',
  noServiceArea: 'No service area defined for firm',
  empty: 'No open leads available in your province at this time.',
} as const;

export const SETTINGS_MESSAGES = {
  saved: 'Account details updated successfully',
  failed: (reason: string) => `Failed to update firm details: ${reason}`,
} as const;

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid email or password',
  resetFailed: 'Failed to send reset email. Please try again.',
  resetSent: 'Password reset instructions have been sent to your email.',
  invalidLink: 'Invalid password reset link',
  expiredLink: 'This password reset link is invalid or has expired',
  resetError: 'Failed to reset password. Please try again.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
} as const;

/**
 * The sign-in panel asks only that both fields are filled (the spec's messages); whether they
 * are right is Firebase Auth's answer, not the form's.
 */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address'),
  password: z.string().min(1, 'Please enter your password'),
});
export type SignIn = z.infer<typeof signInSchema>;
export const resetRequestSchema = signInSchema.pick({ email: true });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** The reset page: the same password rule as registration, typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** Uniqueness keys a registration claims: the normalised name always, the domain unless public. */
export function registrationClaims(input: Pick<Registration, 'firmName' | 'email'>): {
  nameKey: string;
  domainKey: string | null;
} {
  const domain = emailDomain(input.email);
  return {
    nameKey: normaliseFirmName(input.firmName),
    domainKey: domain && !isPublicMailDomain(domain) ? domain : null,
  };
}

/**
 * The complete public firm document, private account and private verification record of a new
 * registration, shaped and checked by the firm model. The firm starts pending verification. Always created on the free tier (planChange 'registration'): a paid
 * plan is applied by its verified payment notification. The caller adds the derived match fields.
 */
export function firmDocumentFromRegistration(input: Registration, now: Date) {
  const pendingPlan = input.plan === 'free' ? null : input.plan;
  const plan = planChange(null, 'free', { cause: 'registration', now, pendingPlan });
  const profile = {
    firmName: input.firmName,
    logoUrl: input.logoUrl ?? null,
    province: input.province,
    primaryServiceArea: input.province,
    primaryCity: input.primaryCity,
    // The primary city leads the list so 'cities' alone answers 'where does this firm work'.
    cities: [input.primaryCity, ...input.cities.filter((c) => c.toLowerCase() !== input.primaryCity.toLowerCase())],
    practiceAreas: input.practiceAreas,
    languages: input.languages,
    teamSize: input.teamSize,
    responseTime: '',
    description: input.description,
    consultationFees: input.consultationFees,
    consultationMethods: input.consultationMethods,
    urgencyLevels: input.urgencyLevels,
    courtsCovered: input.courtsCovered,
    isCorrespondent: input.isCorrespondent,
    correspondentCourts: input.isCorrespondent ? input.correspondentCourts : [],
    businessServices: input.businessServices,
    businessHours: input.businessHours,
    legalTermsAccepted: true as const,
    status: 'active' as const,
    // Not listed (matched, featured, sent leads) until an operator verifies it.
    verification: PENDING_VERIFICATION,
    suspended: false,
    rating: 0,
    reviewCount: 0,
    isFeatured: false,
    ...plan.firm,
    createdAt: now,
  };
  const account = {
    email: input.email.toLowerCase(),
    phone: input.phone,
    lpcNumber: input.lpcNumber,
    address: input.address,
    contactPerson: input.contactPerson,
    ...plan.account,
    createdAt: now,
    agreements: { version: FIRM_AGREEMENTS_VERSION, acceptedAt: now },
    // Not yet: confirmFirmEmail sets it; until then the retention job may close the registration.
    emailConfirmedAt: null,
  };
  const verification = {
    lpcNumber: input.lpcNumber,
    fidelityFund: fidelityFundOf(input.fidelityFund),
    submittedAt: now,
    decision: null,
    suspension: null,
    lapsedAt: null,
  };
  return { profile, account, verification, pendingPlan };
}
