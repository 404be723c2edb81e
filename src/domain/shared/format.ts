/**
 * How references and dates read wherever a person sees them, on the site and in every email: one
 * implementation, so an email never shows 'lead-3kX9...' or '2026-11-25' where the site shows
 * 'X9QZ2A' and '25 Nov 2026'.
 */

const SHORT_REFERENCE_LENGTH = 6;

/** The short reference of a document id: its last six characters, upper case ('X9QZ2A'). */
export function shortReference(id: string): string {
  return id.slice(-SHORT_REFERENCE_LENGTH).toUpperCase();
}

/** '25 Nov 2026': en-ZA, in South African time, whatever the zone of the machine formatting it. */
const SAST_DAY = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeZone: 'Africa/Johannesburg' });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as the site shows it. A calendar date ('2026-11-25', as mail contracts carry it) is that
 * day in South Africa; an instant (milliseconds, a Date, an ISO date-time) is the SAST day it falls on.
 */
export function formatSastDate(value: string | number | Date): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return SAST_DAY.format(new Date(`${value}T12:00:00+02:00`));
  return SAST_DAY.format(typeof value === 'string' || typeof value === 'number' ? new Date(value) : value);
}

/**
 * A sentence ending in a name: one full stop, even when the name brings its own
 * ('Khumalo Legal Inc.' ends 'Khumalo Legal Inc.', not 'Khumalo Legal Inc..').
 */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

/** 'YYYY-MM-DD' of the day an instant falls on in South Africa: what mail contracts carry as a date. */
export function sastCalendarDate(at: Date | number): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(at);
}
