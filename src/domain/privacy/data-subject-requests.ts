/**
 * The Information Officer's register of data-subject requests (POPIA ss23-25, s11(3), s69; PAIA):
 * access, correction, objection, erasure and withdrawal of marketing consent, each with the day
 * it is due and its status. The owner of dataSubjectRequests/{id}: every document and every step
 * is built here; recordDataSubjectRequest and updateDataSubjectRequest (operators only, audited)
 * write them, and the control panel's desk reads them with `dataSubjectRequestDocumentSchema`.
 *
 * The due-date rule (docs/privacy.md, "The due date"): 30 calendar days after the request
 * arrived. PAIA s25(1) gives a private body 30 days to decide an access request (POPIA s23(1)
 * routes access requests through PAIA s53), and the POPIA Regulations (reg. 3) apply the same
 * period to objections (s11(3)) and correction or deletion (s24). The 30-day extension PAIA s26
 * allows is not taken automatically: it must be given to the requester in writing.
 */
import { z } from 'zod';
import { storedMillisSchema } from '../shared/stored-date';
import { DAY_MS } from './retention';

export const DSR_KINDS = ['access', 'correction', 'objection', 'erasure', 'marketing-withdrawal', 'consent-withdrawal'] as const;
export type DsrKind = (typeof DSR_KINDS)[number];
const DSR_STATUSES = ['open', 'in-progress', 'done', 'refused'] as const;
export type DsrStatus = (typeof DSR_STATUSES)[number];

/** Days a request may take: PAIA s25(1) and POPIA s23 (the Regulations' 30 days). */
export const DSR_RESPONSE_DAYS = 30;

export const DSR_KIND_LABELS: Record<DsrKind, string> = {
  access: 'Access (what we hold)',
  correction: 'Correction',
  objection: 'Objection to processing',
  erasure: 'Erasure',
  'marketing-withdrawal': 'Withdrawal of marketing consent',
  'consent-withdrawal': 'Withdrawal of consent to WhatsApp or SMS messages',
};

/**
 * How a request reached the register: recorded by the Information Officer (an email, a letter, a
 * call), or done by the person themselves in the product (erased from their request page, an
 * unsubscribe or phone-off link, STOP from the number), which writes a closed entry at once.
 */
const DSR_CHANNELS = ['recorded', 'self-service'] as const;
export type DsrChannel = (typeof DSR_CHANNELS)[number];
export const DSR_CHANNEL_LABELS: Record<DsrChannel, string> = {
  recorded: 'Recorded by the Information Officer',
  'self-service': 'Self-service (done by the person in the product)',
};
/** The `by` of a self-service entry's steps and its `recordedBy`. */
export const SELF_SERVICE_BY = 'the person (self-service)';
export const DSR_STATUS_LABELS: Record<DsrStatus, string> = {
  open: 'Open',
  'in-progress': 'In progress',
  done: 'Done',
  refused: 'Refused',
};

export const DSR_MESSAGES = {
  contactRequired: 'Enter the email address or the mobile number the person asked from.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: 'Enter a mobile number of 10 to 15 digits, such as +27 82 123 4567.',
  detailsTooLong: 'Keep the details under 2,000 characters.',
  noteTooLong: 'Keep the note under 1,000 characters.',
  notFound: 'This request is not in the register any more. Reload the list.',
  closed: 'This request is already closed.',
} as const;

function dsrDueAt(receivedAt: number): number {
  return receivedAt + DSR_RESPONSE_DAYS * DAY_MS;
}

export const isClosedStatus = (status: DsrStatus) => status === 'done' || status === 'refused';

/** Still open after its due date: the desk highlights it. */
export function isOverdue(request: { status: DsrStatus; dueAt: number }, now: number): boolean {
  return !isClosedStatus(request.status) && now > request.dueAt;
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
export type RecordDataSubjectRequestInput = z.input<typeof recordDataSubjectRequestInputSchema>;
export interface RecordDataSubjectRequestResult {
  requestId: string;
  dueAt: number;
}

export const updateDataSubjectRequestInputSchema = z.strictObject({
  requestId: z.string().trim().min(1).max(128),
  status: z.enum(['in-progress', 'done', 'refused']),
  note: z.string().trim().max(1000, DSR_MESSAGES.noteTooLong).default(''),
});
export type UpdateDataSubjectRequestInput = z.input<typeof updateDataSubjectRequestInputSchema>;
export interface UpdateDataSubjectRequestResult {
  status: DsrStatus;
}

/** One step in a request's life: who moved it to which status, when, with which note. */
export interface DsrStep<At = Date> {
  status: DsrStatus;
  note: string;
  at: At;
  by: string;
}

/** A new dataSubjectRequests/{id} document as written: open, due DSR_RESPONSE_DAYS after it arrived. */
export function newDataSubjectRequest(input: {
  kind: DsrKind;
  email?: string | undefined;
  phone?: string | undefined;
  details: string;
  receivedAt: number;
  recordedBy: string;
}) {
  const receivedAt = new Date(input.receivedAt);
  return {
    kind: input.kind,
    channel: 'recorded' as DsrChannel,
    email: input.email?.trim().toLowerCase() ?? null,
    phone: input.phone?.replace(/\s+/g, '') ?? null,
    details: input.details,
    status: 'open' as DsrStatus,
    receivedAt,
    dueAt: new Date(dsrDueAt(input.receivedAt)),
    closedAt: null as Date | null,
    note: '',
    recordedBy: input.recordedBy,
    history: [{ status: 'open', note: '', at: receivedAt, by: input.recordedBy }] as DsrStep[],
  };
}

export type NewDataSubjectRequest = ReturnType<typeof newDataSubjectRequest>;

/**
 * What a person did themselves in the product, as the register keeps it: received and done in the
 * same moment (due, like every request, DSR_RESPONSE_DAYS after it arrived), channel self-service.
 */
export function selfServiceDataSubjectRequest(input: {
  kind: DsrKind;
  email?: string | undefined;
  phone?: string | undefined;
  details: string;
  at: number;
}): NewDataSubjectRequest {
  const request = newDataSubjectRequest({ ...input, receivedAt: input.at, recordedBy: SELF_SERVICE_BY });
  const done: DsrStep = { status: 'done', note: input.details, at: request.receivedAt, by: SELF_SERVICE_BY };
  return { ...request, channel: 'self-service', ...dataSubjectRequestStep(done), history: [...request.history, done] };
}

/** The change a step makes: the status and note, closedAt when it closes, the step in the history. */
export function dataSubjectRequestStep(step: DsrStep) {
  return {
    status: step.status,
    note: step.note,
    closedAt: isClosedStatus(step.status) ? step.at : null,
  };
}

const stepSchema = z.object({
  status: z.enum(DSR_STATUSES),
  note: z.string(),
  at: storedMillisSchema,
  by: z.string(),
});

/** dataSubjectRequests/{id} as the desk reads it (a request recorded before `history` existed has none). */
export const dataSubjectRequestDocumentSchema = z.object({
  kind: z.enum(DSR_KINDS),
  // Requests recorded before self-service entries existed were all recorded by the operator.
  channel: z.enum(DSR_CHANNELS).default('recorded'),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  details: z.string(),
  status: z.enum(DSR_STATUSES),
  receivedAt: storedMillisSchema,
  dueAt: storedMillisSchema,
  closedAt: storedMillisSchema.nullable(),
  note: z.string(),
  recordedBy: z.string(),
  history: z.array(stepSchema).default([]),
});
export type DataSubjectRequestDocument = z.output<typeof dataSubjectRequestDocumentSchema>;
