/**
 * A security compromise (POPIA s22): personal information accessed or acquired by someone without
 * authority. The owner of securityCompromises/{id}: the Information Officer records what happened,
 * when it was discovered, whose data and which categories, and the steps taken
 * (recordSecurityCompromise); sendCompromiseNotices then tells each affected person in their
 * language, by email and on their confirmed WhatsApp (or SMS) number, and the desk prints the
 * report the Information Regulator's eServices portal asks for (`regulatorReport`). Every step is
 * in the audit trail and in the record's own `history`. Pure: no Firebase, dates are Dates.
 */
import { z } from 'zod';
import { normaliseSouthAfricanMobile } from '../notifications/channels';
import { LOCALE_CODES, type Locale } from '../shared/locales';
import { storedMillisSchema } from '../shared/stored-date';
import { INFORMATION_OFFICER, SUPPLIER } from '../shared/brand';

/** The categories of personal information a compromise can touch (the notice names each in the person's language). */
export const COMPROMISE_CATEGORIES = ['contact', 'matter', 'location', 'account', 'payment'] as const;
export type CompromiseCategory = (typeof COMPROMISE_CATEGORIES)[number];
export const COMPROMISE_CATEGORY_LABELS: Record<CompromiseCategory, string> = {
  contact: 'Names and contact details (email address, phone number)',
  matter: 'What people told us about their legal matter (may include special personal information)',
  location: 'Province and city',
  account: 'Firm account details',
  payment: 'Payment and invoice records',
};

/** The kinds of incident the Regulator's form distinguishes. */
export const COMPROMISE_TYPES = ['unauthorised-access', 'loss', 'damage', 'destruction', 'unlawful-processing'] as const;
export type CompromiseType = (typeof COMPROMISE_TYPES)[number];
export const COMPROMISE_TYPE_LABELS: Record<CompromiseType, string> = {
  'unauthorised-access': 'Unauthorised access or acquisition',
  loss: 'Loss',
  damage: 'Damage',
  destruction: 'Unauthorised destruction',
  'unlawful-processing': 'Unlawful processing',
};

/** Most people one record lists; a larger compromise is recorded in parts. */
export const MAX_AFFECTED = 500;

export const COMPROMISE_MESSAGES = {
  summary: 'Describe what happened in 10 to 2,000 characters.',
  consequences: 'Describe the possible consequences in 10 to 2,000 characters.',
  steps: 'Describe the steps taken in 10 to 2,000 characters.',
  tooLong: 'Keep this under 500 characters.',
  date: 'Enter the date as YYYY-MM-DD, not later than today.',
  occurredAfterDiscovery: 'It cannot have happened after it was discovered.',
  categories: 'Choose at least one category of personal information.',
  types: 'Choose at least one kind of incident.',
  affectedRequired: 'List at least one affected person: an email address, a mobile number or a lead id, one a line.',
  affectedTooMany: `List at most ${MAX_AFFECTED} people in one record; record a larger compromise in parts.`,
  affectedInvalid: (entry: string) =>
    `"${entry.slice(0, 60)}" is not an email address, a South African mobile number or a lead id.`,
  notFound: 'This compromise is not in the register any more. Reload the list.',
  alreadyReported: 'The report to the Regulator is already recorded.',
} as const;

/** An affected person as the operator typed them: an address, a number or a lead id. */
export type AffectedIdentifier =
  { kind: 'email'; value: string } | { kind: 'phone'; value: string } | { kind: 'lead'; value: string };

const EMAIL = z.email();
const LEAD_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** What one line of the affected list names, or null when it is none of the three. */
export function classifyAffected(raw: string): AffectedIdentifier | null {
  const entry = raw.trim();
  if (entry.includes('@')) return EMAIL.safeParse(entry).success ? { kind: 'email', value: entry.toLowerCase() } : null;
  const phone = /^[+\d\s()-]+$/.test(entry) ? normaliseSouthAfricanMobile(entry) : null;
  if (phone) return { kind: 'phone', value: phone };
  return LEAD_ID.test(entry) && !/^[+\d\s]+$/.test(entry) ? { kind: 'lead', value: entry } : null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayString = z
  .string()
  .trim()
  .regex(ISO_DAY, COMPROMISE_MESSAGES.date)
  // Not after today in South Africa (UTC+2), whatever the clock of the machine checking it.
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00+02:00`)) && Date.parse(`${d}T00:00:00+02:00`) <= Date.now(),
    COMPROMISE_MESSAGES.date,
  );

const text = (min: number, message: string) => z.string().trim().min(min, message).max(2000, message);

export const recordSecurityCompromiseInputSchema = z
  .strictObject({
    summary: text(10, COMPROMISE_MESSAGES.summary),
    confirmed: z.boolean(),
    types: z.array(z.enum(COMPROMISE_TYPES)).min(1, COMPROMISE_MESSAGES.types).max(COMPROMISE_TYPES.length),
    occurredOn: dayString.nullable().default(null),
    discoveredOn: dayString,
    categories: z.array(z.enum(COMPROMISE_CATEGORIES)).min(1, COMPROMISE_MESSAGES.categories).max(COMPROMISE_CATEGORIES.length),
    consequences: text(10, COMPROMISE_MESSAGES.consequences),
    stepsTaken: text(10, COMPROMISE_MESSAGES.steps),
    unauthorisedPerson: z.string().trim().max(500, COMPROMISE_MESSAGES.tooLong).default(''),
    delayReason: z.string().trim().max(500, COMPROMISE_MESSAGES.tooLong).default(''),
    affected: z
      .array(z.string().max(254))
      .min(1, COMPROMISE_MESSAGES.affectedRequired)
      .max(MAX_AFFECTED, COMPROMISE_MESSAGES.affectedTooMany),
  })
  .superRefine((input, ctx) => {
    for (const entry of input.affected) {
      if (!classifyAffected(entry)) {
        ctx.addIssue({ code: 'custom', path: ['affected'], message: COMPROMISE_MESSAGES.affectedInvalid(entry) });
        return;
      }
    }
    if (input.occurredOn && input.occurredOn > input.discoveredOn) {
      ctx.addIssue({ code: 'custom', path: ['occurredOn'], message: COMPROMISE_MESSAGES.occurredAfterDiscovery });
    }
  });
export type RecordSecurityCompromiseInput = z.input<typeof recordSecurityCompromiseInputSchema>;
export type RecordSecurityCompromiseFields = z.output<typeof recordSecurityCompromiseInputSchema>;
export interface RecordSecurityCompromiseResult {
  compromiseId: string;
  /** How many listed people were found (a lead id that does not exist is kept, but cannot be told). */
  found: number;
}

/** The affected list as typed in the desk's box: one entry a line (commas and semicolons too), duplicates once. */
export function affectedLines(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(/[\n,;]+/)
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}

export const sendCompromiseNoticesInputSchema = z.strictObject({ compromiseId: z.string().trim().min(1).max(128) });
export interface SendCompromiseNoticesResult {
  /** Emails queued and phone messages queued by this call; people already told are skipped. */
  emails: number;
  phoneMessages: number;
  /** People with neither a mailable address nor a confirmed number, or not found. */
  unreachable: number;
}

export const recordRegulatorReportInputSchema = z.strictObject({
  compromiseId: z.string().trim().min(1).max(128),
  reference: z.string().trim().min(1, 'Enter the reference the eServices portal gave.').max(100),
});
export interface RecordRegulatorReportResult {
  reportedAt: number;
}

/** One affected person as stored: how they were named, who that is, their language, and what they were sent. */
export interface AffectedPerson<At = Date> {
  identifier: string;
  email: string | null;
  phone: string | null;
  leadId: string | null;
  locale: Locale;
  /** False when the identifier led to nobody (an unknown lead id); kept so the record stays complete. */
  found: boolean;
  notifiedAt: At | null;
  /** What went: 'email', 'whatsapp' or 'sms'. */
  channels: string[];
  /**
   * Set when a send of the notices claimed this person (in a transaction, before queuing), cleared
   * when it recorded what went: a second send running at the same time skips them.
   */
  claimedAt?: At | null;
}

/**
 * A claim older than this belongs to a send that died part-way (a callable runs for a minute at
 * most): the next send may claim the person again.
 */
export const NOTICE_CLAIM_STALE_MS = 10 * 60_000;

/** Whether a send may claim this person now: found, not told, and not claimed by a send still running. */
export function isClaimable(person: AffectedPerson<number>, now: number): boolean {
  if (!person.found || person.notifiedAt !== null) return false;
  return person.claimedAt == null || now - person.claimedAt > NOTICE_CLAIM_STALE_MS;
}

export interface CompromiseStep<At = Date> {
  action: 'recorded' | 'notices-sent' | 'reported-to-regulator';
  note: string;
  at: At;
  by: string;
}

/** A new securityCompromises/{id} document as written. */
export function newSecurityCompromise(
  fields: Omit<RecordSecurityCompromiseFields, 'affected'>,
  affected: AffectedPerson[],
  recorded: { at: Date; by: string },
) {
  return {
    summary: fields.summary,
    confirmed: fields.confirmed,
    types: fields.types,
    occurredOn: fields.occurredOn,
    discoveredOn: fields.discoveredOn,
    categories: fields.categories,
    consequences: fields.consequences,
    stepsTaken: fields.stepsTaken,
    unauthorisedPerson: fields.unauthorisedPerson,
    delayReason: fields.delayReason,
    affected,
    recordedAt: recorded.at,
    recordedBy: recorded.by,
    noticesSentAt: null as Date | null,
    regulatorReportedAt: null as Date | null,
    regulatorReference: '',
    history: [
      { action: 'recorded', note: `${affected.length} people listed`, at: recorded.at, by: recorded.by },
    ] as CompromiseStep[],
  };
}

const affectedSchema = z.object({
  identifier: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  leadId: z.string().nullable(),
  locale: z.enum(LOCALE_CODES),
  found: z.boolean(),
  notifiedAt: storedMillisSchema.nullable(),
  channels: z.array(z.string()),
  claimedAt: storedMillisSchema.nullable().default(null),
});

/** securityCompromises/{id} as the desk reads it. */
export const securityCompromiseDocumentSchema = z.object({
  summary: z.string(),
  confirmed: z.boolean(),
  types: z.array(z.enum(COMPROMISE_TYPES)),
  occurredOn: z.string().nullable(),
  discoveredOn: z.string(),
  categories: z.array(z.enum(COMPROMISE_CATEGORIES)),
  consequences: z.string(),
  stepsTaken: z.string(),
  unauthorisedPerson: z.string(),
  delayReason: z.string(),
  affected: z.array(affectedSchema),
  recordedAt: storedMillisSchema,
  recordedBy: z.string(),
  noticesSentAt: storedMillisSchema.nullable(),
  regulatorReportedAt: storedMillisSchema.nullable(),
  regulatorReference: z.string(),
  history: z.array(
    z.object({
      action: z.enum(['recorded', 'notices-sent', 'reported-to-regulator']),
      note: z.string(),
      at: storedMillisSchema,
      by: z.string(),
    }),
  ),
});
export type SecurityCompromiseDocument = z.output<typeof securityCompromiseDocumentSchema>;

/** One section of the Regulator report: a heading and its lines. */
export interface ReportSection {
  heading: string;
  rows: [label: string, value: string][];
}

const list = (values: string[]) => values.join('; ') || 'None';

/**
 * What the Information Regulator's security-compromise notification asks (section 22; since
 * 1 April 2025 through its eServices portal; the fields of the former Form SCN1 and its guideline),
 * filled from the record: the responsible party and its Information Officer, the incident (dates,
 * confirmed or alleged, type, description), the personal information and the people affected, how
 * and when they were told, the possible consequences, the measures taken, what the people were
 * advised to do, who had access if known, and the reason for any delay. docs/privacy.md lists them.
 */
export function regulatorReport(record: SecurityCompromiseDocument, origin: string): ReportSection[] {
  const told = record.affected.filter((p) => p.notifiedAt !== null);
  const how = [...new Set(told.flatMap((p) => p.channels))];
  const day = (ms: number | null) => (ms === null ? 'Not yet' : new Date(ms).toISOString().slice(0, 10));
  return [
    {
      heading: '1. Responsible party',
      rows: [
        ['Name', SUPPLIER.legalName],
        ['Address', SUPPLIER.address],
        ['Website', origin],
        ['Information Officer', `${INFORMATION_OFFICER.title}, ${INFORMATION_OFFICER.email}`],
      ],
    },
    {
      heading: '2. The security compromise',
      rows: [
        ['Confirmed or alleged', record.confirmed ? 'Confirmed' : 'Alleged (suspected)'],
        ['Type of incident', list(record.types.map((t) => COMPROMISE_TYPE_LABELS[t]))],
        ['Date it happened', record.occurredOn ?? 'Not known'],
        ['Date it was discovered', record.discoveredOn],
        ['Description', record.summary],
        ['Identity of the unauthorised person', record.unauthorisedPerson || 'Not known'],
      ],
    },
    {
      heading: '3. Personal information and data subjects affected',
      rows: [
        ['Categories of personal information', list(record.categories.map((c) => COMPROMISE_CATEGORY_LABELS[c]))],
        ['Number of data subjects affected', String(record.affected.length)],
        ['Possible consequences', record.consequences],
      ],
    },
    {
      heading: '4. Measures and notification',
      rows: [
        ['Measures taken or intended', record.stepsTaken],
        [
          'Data subjects notified',
          `${told.length} of ${record.affected.length}, on ${day(record.noticesSentAt)}, by ${list(how.map((c) => (c === 'email' ? 'email' : c === 'whatsapp' ? 'WhatsApp' : 'SMS')))}`,
        ],
        [
          'Recommendations given to data subjects',
          'Be careful with emails, SMS, WhatsApp messages and calls that mention their legal matter or ask for money, passwords or codes; ask us if unsure whether a message is ours.',
        ],
        ['Reason for any delay in notifying', record.delayReason || 'No delay'],
      ],
    },
  ];
}

/** The report as plain text: the file the desk downloads and the text pasted into the portal's fields. */
export function regulatorReportText(record: SecurityCompromiseDocument, origin: string): string {
  const sections = regulatorReport(record, origin);
  return [
    'Security compromise notification (POPIA section 22) – for the Information Regulator’s eServices portal',
    '',
    ...sections.flatMap((s) => [s.heading, ...s.rows.map(([label, value]) => `${label}: ${value}`), '']),
  ].join('\n');
}
