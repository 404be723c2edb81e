/**
 * The Information Officer's register of data-subject requests (POPIA ss23-25, s11(3), s69; PAIA):
 * access, correction, objection, erasure and withdrawal of marketing consent, each with the day
 * it is due (30 days after it arrived, PAIA s25 / POPIA s23) and its status. Recorded and moved
 * on only by operators, through recordDataSubjectRequest and updateDataSubjectRequest (audited).
 */
import { z } from 'zod';
import { DAY_MS } from './retention';

const DSR_KINDS = ['access', 'correction', 'objection', 'erasure', 'marketing-withdrawal'] as const;
/** Days a request may take: PAIA s25(1) and POPIA s23 (the Regulations' 30 days). */
export const DSR_RESPONSE_DAYS = 30;

export const DSR_MESSAGES = {
  contactRequired: 'Enter the email address or the mobile number the person asked from.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: 'Enter a mobile number of 10 to 15 digits, such as +27 82 123 4567.',
  detailsTooLong: 'Keep the details under 2,000 characters.',
  noteTooLong: 'Keep the note under 1,000 characters.',
  notFound: 'This request is not in the register any more. Reload the list.',
  closed: 'This request is already closed.',
} as const;

export function dsrDueAt(receivedAt: number): number {
  return receivedAt + DSR_RESPONSE_DAYS * DAY_MS;
}

export const recordDataSubjectRequestInputSchema = z
  .strictObject({
    kind: z.enum(DSR_KINDS),
    email: z.string().trim().max(254).pipe(z.email(DSR_MESSAGES.emailInvalid)).optional(),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^\+?[0-9 ]{10,18}$/, DSR_MESSAGES.phoneInvalid)
      .optional(),
    details: z.string().trim().max(2000, DSR_MESSAGES.detailsTooLong).default(''),
  })
  .refine((input) => !!input.email || !!input.phone, { message: DSR_MESSAGES.contactRequired, path: ['email'] });
export interface RecordDataSubjectRequestResult {
  requestId: string;
  dueAt: number;
}

export const updateDataSubjectRequestInputSchema = z.strictObject({
  requestId: z.string().trim().min(1).max(128),
  status: z.enum(['in-progress', 'done', 'refused']),
  note: z.string().trim().max(1000, DSR_MESSAGES.noteTooLong).default(''),
});
export interface UpdateDataSubjectRequestResult {
  status: 'open' | 'in-progress' | 'done' | 'refused';
}
