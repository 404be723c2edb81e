/**
 * A booked consultation as an iCalendar object (RFC 5545) for the invitation both sides get by
 * email (nodemailer's `icalEvent`: a text/calendar part with the METHOD, which mail clients show as
 * an invitation with Accept/Decline, and as an .ics attachment).
 *
 * Decisions (DESIGN.md, "After the first contact"):
 *  - one UID per booking, kept across moves; SEQUENCE counts the changes (0 when booked, one more
 *    per move and for the cancellation), so calendars update the one event instead of adding one;
 *  - times in Africa/Johannesburg with the VTIMEZONE written out (UTC+2, no daylight saving), so
 *    calendars that do not know the zone's name still place it right;
 *  - a cancellation is METHOD:CANCEL with STATUS:CANCELLED and the next SEQUENCE.
 * Each side's copy names only its own recipient as ATTENDEE, and the ORGANIZER is the platform's
 * bookings address: the firm's copy never carries the client's address (double blind until the
 * client releases their details), and neither side's reply goes to the other through us.
 *
 * Pure and hand-written (no dependency at run time); src/domain/answers/ical.test.ts parses every
 * kind of invitation with Mozilla's ical.js.
 */
import { BRAND_NAME } from '../shared/brand';
import { SAST_OFFSET_MS } from '../payments/plans';
import type { ConsultationMode } from './slots';

export const ICAL_TZID = 'Africa/Johannesburg';
/** The organizer of every invitation: replies and calendar responses go to the platform, never between the sides. */
const BOOKINGS_ADDRESS = 'bookings@regmatch.co.za';
const ICAL_PRODID = `-//${BRAND_NAME}//Consultations//EN`;

export type IcalMethod = 'REQUEST' | 'CANCEL';

export interface ConsultationInvite {
  method: IcalMethod;
  /** bookingUid(bookingId): stable for the booking's life. */
  uid: string;
  sequence: number;
  startsAt: number;
  minutes: number;
  mode: ConsultationMode;
  /** The in-person address (absent for phone and video). */
  address?: string;
  /** When this version was made (epoch ms): DTSTAMP. */
  stampedAt: number;
  /** The event's title in the recipient's language ('Consultation with Dlamini Attorneys'). */
  summary: string;
  /** The event's notes in the recipient's language (plain text; line breaks allowed). */
  description: string;
  /** Where, in words, for phone and video ('By phone: the firm calls you'). */
  locationText?: string;
  /** The organizer's display name (the firm's name). */
  organizerName: string;
  /** The one attendee: the recipient of this copy. */
  attendee: { name: string; email: string };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYYMMDDTHHMMSS' in SAST wall time (for TZID=Africa/Johannesburg). */
function sastLocalStamp(at: number): string {
  const d = new Date(at + SAST_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** 'YYYYMMDDTHHMMSSZ' in UTC (DTSTAMP). */
function utcStamp(at: number): string {
  const d = new Date(at);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma escaped; line breaks as \n; other controls dropped. */
export function escapeText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
  );
}

/** A parameter value (CN=...): quoted, with the characters a quoted value cannot hold removed. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const paramValue = (value: string) => `"${value.replace(/["\\]/g, '').replace(/[\u0000-\u001f\u007f]/g, '')}"`;

/**
 * Folds one content line at 75 octets (RFC 5545 3.1): continuation lines start with a space. Cuts
 * only between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Africa/Johannesburg written out: SAST, UTC+2, no daylight saving since 1944. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICAL_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0200',
  'TZNAME:SAST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The invitation as the text of an .ics file (CRLF line ends, folded lines). */
export function consultationIcs(invite: ConsultationInvite): string {
  const end = invite.startsAt + invite.minutes * 60_000;
  const location = invite.mode === 'in-person' ? invite.address : invite.locationText;
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${ICAL_PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stampedAt)}`,
    `DTSTART;TZID=${ICAL_TZID}:${sastLocalStamp(invite.startsAt)}`,
    `DTEND;TZID=${ICAL_TZID}:${sastLocalStamp(end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${paramValue(invite.organizerName)}:mailto:${BOOKINGS_ADDRESS}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${invite.attendee.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
