/**
 * Every kind of invitation the product sends, parsed with a real iCalendar parser (Mozilla's
 * ical.js): the time zone, the times, UID, METHOD and SEQUENCE read back as written.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingUid } from './documents';
import { consultationIcs, escapeText, foldLine, ICAL_TZID, type ConsultationInvite } from './ical';

// Monday 7 December 2026, 10:00 SAST.
const START = Date.UTC(2026, 11, 7, 8, 0);

const base: ConsultationInvite = {
  method: 'REQUEST',
  uid: bookingUid('bk123'),
  sequence: 0,
  startsAt: START,
  minutes: 60,
  mode: 'in-person',
  address: '12 Long Street, Cape Town; 3rd floor',
  stampedAt: Date.UTC(2026, 11, 1, 9, 30, 5),
  summary: 'Consultation with Dlamini, Mokoena & Partners',
  description: 'Your first consultation.\nYou pay the firm directly: no payment passes through RegMatch.',
  organizerName: 'Dlamini, Mokoena & Partners',
  attendee: { name: 'Nomsa', email: 'nomsa@example.co.za' },
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone')!;
  // Register the zone the file writes out, as a calendar client does, so times resolve through it.
  const zone = new ICAL.Timezone(vtimezone);
  ICAL.TimezoneService.register(zone, ICAL_TZID);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { calendar, vtimezone, vevent, event };
}

const kinds: [string, ConsultationInvite][] = [
  ['booked (in person)', base],
  [
    'moved (by video, twice)',
    { ...base, sequence: 2, mode: 'video', address: undefined, locationText: 'By video: the firm sends you the link' },
  ],
  ['cancelled', { ...base, method: 'CANCEL', sequence: 3 }],
  [
    'isiZulu text with a long name',
    { ...base, summary: 'Ukubonana ne-' + 'Umthethosisekelo '.repeat(8), mode: 'phone', address: undefined },
  ],
];

describe('consultation invitations', () => {
  it.each(kinds)('%s: parses with ical.js and reads back the zone, times, UID, METHOD and SEQUENCE', (_, invite) => {
    const ics = consultationIcs(invite);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const { calendar, vtimezone, vevent, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe(invite.method);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('Africa/Johannesburg');
    const standard = vtimezone.getFirstSubcomponent('standard')!;
    expect(standard.getFirstPropertyValue('tzoffsetto')!.toString()).toBe('+02:00');
    expect(event.uid).toBe('bk123@regmatch.co.za');
    expect(event.sequence).toBe(invite.sequence);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Africa/Johannesburg');
    expect(event.startDate.zone.tzid).toBe('Africa/Johannesburg');
    expect(event.startDate.toJSDate().getTime()).toBe(invite.startsAt);
    expect(event.endDate.toJSDate().getTime()).toBe(invite.startsAt + invite.minutes * 60_000);
    expect(event.startDate.toString()).toBe('2026-12-07T10:00:00');
    expect(event.summary).toBe(invite.summary);
    expect(event.description).toBe(invite.description);
    expect(vevent.getFirstPropertyValue('status')).toBe(invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-12-01T09:30:05Z');
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getFirstValue()).toBe('mailto:nomsa@example.co.za');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:bookings@regmatch.co.za');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe(invite.organizerName);
    if (invite.mode === 'in-person') expect(event.location).toBe(invite.address);
    else if (invite.locationText) expect(event.location).toBe(invite.locationText);
  });

  it('keeps the UID across a move and counts the move in SEQUENCE', () => {
    const booked = parse(consultationIcs(base)).event;
    const moved = parse(consultationIcs({ ...base, sequence: 1, startsAt: START + 2 * 3_600_000 })).event;
    expect(moved.uid).toBe(booked.uid);
    expect(moved.sequence).toBe(booked.sequence + 1);
    expect(moved.startDate.toString()).toBe('2026-12-07T12:00:00');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine('DESCRIPTION:' + 'ñ'.repeat(80));
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(''),
    ).toBe('DESCRIPTION:' + 'ñ'.repeat(80));
  });
});
