import Papa from 'papaparse';
import { urgencyLabel } from '@/domain/leads/urgency';
import type { FirmLead } from '../api/use-firm-leads';
import { contactName, practiceLabel, statusOf } from './lead-list';

/**
 * A cell a spreadsheet would run as a formula starts with one of these. papaparse's own default
 * pattern ends in `.*$`, which misses a formula followed by a line break, so the pattern is ours.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_COLUMNS = [
  'Date',
  'Status',
  'Contact',
  'Company',
  'Email',
  'Phone',
  'City',
  'Location',
  'Practice area',
  'Service',
  'Urgency',
  'Budget',
  'Description',
  'Source',
] as const;

const iso = (millis: number | undefined) => (typeof millis === 'number' ? new Date(millis).toISOString() : '');

function leadRow(lead: FirmLead): Record<(typeof CSV_COLUMNS)[number], string> {
  const f = lead.formData;
  return {
    Date: iso(lead.createdAt),
    Status: statusOf(lead),
    Contact: contactName(lead),
    Company: f.companyName ?? '',
    Email: f.email ?? '',
    Phone: f.phone ?? '',
    City: f.city ?? '',
    Location: f.location ?? '',
    'Practice area': practiceLabel(lead.practiceArea),
    Service: f.serviceType ? practiceLabel(f.serviceType) : f.specificItem ? practiceLabel(f.specificItem) : '',
    Urgency: f.urgency ? urgencyLabel(f.urgency) : '',
    Budget: f.budget ?? '',
    Description: f.description || f.additionalDetails || '',
    Source: lead.source ?? '',
  };
}

/**
 * The firm's leads as CSV (RFC 4180, CRLF). Every text cell that a spreadsheet would read as a
 * formula is neutralised with a leading apostrophe, so a client's '=HYPERLINK(...)' stays text.
 */
export function leadsToCsv(leads: readonly FirmLead[]): string {
  return Papa.unparse(
    { fields: [...CSV_COLUMNS], data: leads.map((l) => CSV_COLUMNS.map((c) => leadRow(l)[c])) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

export function csvFileName(firmName: string, now: number): string {
  const slug =
    firmName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'firm';
  return `${slug}-leads-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/** Hands the CSV to the browser as a download; a byte-order mark lets Excel read UTF-8 names. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
