/** The callables of lead reports (lead-reports.ts): the firm's report and the operator's decision. */
import { z } from 'zod';
import { documentIdSchema } from '../shared/fields';
import { boundedText } from '../shared/text-rules';
import {
  LEAD_REPORT_DECISION_NOTE_MIN,
  LEAD_REPORT_MESSAGES,
  LEAD_REPORT_NOTE_MAX,
  LEAD_REPORT_REASONS,
  type LeadReportState,
} from './reports';

const noteMessages = (tooShort: string) => ({
  tooShort,
  tooLong: LEAD_REPORT_MESSAGES.noteTooLong,
  controlCharacters: LEAD_REPORT_MESSAGES.controlCharacters,
  link: LEAD_REPORT_MESSAGES.noLinks,
});

export const reportLeadInputSchema = z.object({
  leadId: documentIdSchema('Missing lead'),
  reason: z.enum(LEAD_REPORT_REASONS, { error: LEAD_REPORT_MESSAGES.reason }),
  /** What the firm adds for the operator; may be empty. */
  note: boundedText(
    { min: 0, max: LEAD_REPORT_NOTE_MAX, lineBreaks: true },
    noteMessages(LEAD_REPORT_MESSAGES.noteTooLong),
  ).default(''),
});
export interface ReportLeadResult {
  leadId: string;
  state: LeadReportState;
  /** The firm's slot came back (at once, on evidence). */
  slotReturned: boolean;
}

export const decideLeadReportInputSchema = z.object({
  leadId: documentIdSchema('Missing lead'),
  decision: z.enum(['accept', 'decline'], { error: 'Please choose to accept or decline the report.' }),
  /** Shown to the firm with the outcome. */
  note: boundedText(
    { min: LEAD_REPORT_DECISION_NOTE_MIN, max: LEAD_REPORT_NOTE_MAX, lineBreaks: true },
    noteMessages(LEAD_REPORT_MESSAGES.decisionNoteTooShort),
  ),
});
export interface DecideLeadReportResult {
  leadId: string;
  state: Exclude<LeadReportState, 'open'>;
  slotReturned: boolean;
}
