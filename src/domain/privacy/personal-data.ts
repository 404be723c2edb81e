/**
 * The operator's data request tool (POPIA sections 23–25): find everything held about an email
 * address, hand it over as a file, erase it. Shared by the control panel's form and the
 * findPersonalData / erasePersonalData callables.
 */
import { z } from 'zod';

const EMAIL_MESSAGE = 'Please enter the email address the request is about';

const requestEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .min(1, EMAIL_MESSAGE)
  .max(254, 'Please enter a shorter email address')
  .pipe(z.email('Please enter a valid email address'));

export const findPersonalDataInputSchema = z.object({ email: requestEmail });
export type FindPersonalDataInput = z.input<typeof findPersonalDataInputSchema>;

/** Erasing asks for the address twice, so a typo in the search box cannot erase someone else. */
export const erasePersonalDataInputSchema = z
  .object({ email: requestEmail, confirmEmail: z.string().trim().max(254) })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    path: ['confirmEmail'],
    message: 'Type the same email address again to confirm',
  });
export type ErasePersonalDataInput = z.input<typeof erasePersonalDataInputSchema>;

/** Where personal information about an address can be, and its label; the order is the order of the report. */
const SOURCE_LABELS = {
  leads: 'Requests sent to firms (leads)',
  openLeads: 'Shared cases (open leads)',
  leadReleases: 'Release links',
  requestAccess: 'Links to manage a request',
  leadAnswers: 'Firms’ answers to requests',
  consultationBookings: 'Booked consultations',
  answerLinks: 'Links to answers and consultations',
  sendOnLinks: 'Links to send a request on to another firm',
  reviews: 'Reviews written',
  reviewInvites: 'Review links',
  contacts: 'Matching contact records',
  contactMessages: 'Contact Us messages',
  mail: 'Emails queued or sent',
  legalUpdates: 'Legal-updates subscription and its links',
  messagingChoices: 'WhatsApp and SMS choices',
  notifications: 'WhatsApp and SMS messages sent',
  messagingNumbers: 'Phone numbers (opt-out and last reply time)',
  phoneOffLinks: 'Links to turn phone messages off',
  firmAccounts: 'Law firm accounts',
} as const;
export type PersonalDataSource = keyof typeof SOURCE_LABELS;

export const PERSONAL_DATA_SOURCES = (Object.keys(SOURCE_LABELS) as PersonalDataSource[]).map((id) => ({
  id,
  label: SOURCE_LABELS[id],
}));

/** One stored document, as JSON (dates as ISO strings), for the export file. */
export interface PersonalDataRecord {
  source: PersonalDataSource;
  path: string;
  data: unknown;
}

export interface FindPersonalDataResult {
  email: string;
  records: PersonalDataRecord[];
  /** A source with more matches than one request reads (PERSONAL_DATA_READ_LIMIT): erase, then search again. */
  truncated: PersonalDataSource[];
  /** The address asked to be erased before: nothing is sent to it any more. */
  suppressed: boolean;
  searchedAt: string;
}

export interface ErasePersonalDataResult {
  /** Documents erased or anonymised, by source. */
  erased: Partial<Record<PersonalDataSource, number>>;
}

/** Matches one request reads per source. */
export const PERSONAL_DATA_READ_LIMIT = 200;

/** The operator's copy for the requester: one JSON file with everything the search found. */
export function personalDataExport(result: FindPersonalDataResult): string {
  return JSON.stringify({ email: result.email, searchedAt: result.searchedAt, records: result.records }, null, 2);
}

/** How an address is written in the audit log: enough to recognise a request, not the address itself. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** How a mobile number is written in the audit log, as maskEmail writes an address: +278***55. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}***${phone.slice(-2)}`;
}
