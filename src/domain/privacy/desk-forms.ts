/**
 * The Information Officer's desk forms: what the boxes hold as typed (empty strings, one affected
 * person a line), turned into the callables' own input and checked with the callables' schemas, so
 * the desk refuses exactly what the server refuses, with the same words, beside the same field.
 */
import { z } from 'zod';
import { findConsentsInputSchema } from './consent-ledger';
import { DSR_KINDS, recordDataSubjectRequestInputSchema } from './data-subject-requests';
import {
  affectedLines,
  COMPROMISE_CATEGORIES,
  COMPROMISE_TYPES,
  recordSecurityCompromiseInputSchema,
} from './security-compromises';

const blankless = (value: string) => (value.trim() === '' ? undefined : value);

/** Checks `input` with the callable's schema; its issues land on the form's fields (the first segment of their path). */
function checkedWith<S extends z.ZodType>(schema: S, input: unknown, ctx: z.RefinementCtx): z.output<S> {
  const parsed = schema.safeParse(input);
  // A field left out stays out: the callable SDK would send `undefined` as null, which the schema refuses.
  if (parsed.success)
    return Object.fromEntries(Object.entries(parsed.data as object).filter(([, v]) => v !== undefined)) as z.output<S>;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: [String(issue.path[0] ?? '')], message: issue.message });
  return z.NEVER;
}

export const dsrFormSchema = z
  .object({ kind: z.enum(DSR_KINDS), email: z.string(), phone: z.string(), details: z.string() })
  .transform((form, ctx) =>
    checkedWith(
      recordDataSubjectRequestInputSchema,
      { kind: form.kind, email: blankless(form.email), phone: blankless(form.phone), details: form.details },
      ctx,
    ),
  );

export const consentSearchFormSchema = z
  .object({ email: z.string(), phone: z.string() })
  .transform((form, ctx) =>
    checkedWith(findConsentsInputSchema, { email: blankless(form.email), phone: blankless(form.phone) }, ctx),
  );

export const compromiseFormSchema = z
  .object({
    summary: z.string(),
    confirmed: z.boolean(),
    types: z.array(z.enum(COMPROMISE_TYPES)),
    occurredOn: z.string(),
    discoveredOn: z.string(),
    categories: z.array(z.enum(COMPROMISE_CATEGORIES)),
    consequences: z.string(),
    stepsTaken: z.string(),
    unauthorisedPerson: z.string(),
    delayReason: z.string(),
    affected: z.string(),
  })
  .transform((form, ctx) =>
    checkedWith(
      recordSecurityCompromiseInputSchema,
      { ...form, occurredOn: blankless(form.occurredOn) ?? null, affected: affectedLines(form.affected) },
      ctx,
    ),
  );
export type CompromiseFormValues = z.input<typeof compromiseFormSchema>;
