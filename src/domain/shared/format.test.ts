import { openLeadReference } from '../leads/leads';
import { endSentence, formatSastDate, sastCalendarDate, shortReference } from './format';

describe('shortReference', () => {
  it('is the last six characters of the id, upper case, as the site shows references', () => {
    expect(shortReference('3kX9aBcDeFgHiJkLq9z2')).toBe('KLQ9Z2');
    expect(shortReference('abc')).toBe('ABC');
    expect(openLeadReference('3kX9aBcDeFgHiJkLq9z2')).toBe(shortReference('3kX9aBcDeFgHiJkLq9z2'));
  });
});

describe('formatSastDate', () => {
  it('shows a calendar date as the site does', () => {
    expect(formatSastDate('2026-11-25')).toBe('25 Nov 2026');
    // The site's own formatter (en-ZA, medium) writes the day with two digits.
    expect(formatSastDate('2027-01-01')).toBe('01 Jan 2027');
  });

  it('puts an instant on its South African day, whatever the machine’s zone', () => {
    // 23:30 UTC on 24 November is 01:30 on 25 November in South Africa.
    expect(formatSastDate(Date.parse('2026-11-24T23:30:00Z'))).toBe('25 Nov 2026');
    expect(formatSastDate(new Date('2026-11-25T21:59:00Z'))).toBe('25 Nov 2026');
    expect(formatSastDate('2026-11-25T22:00:00Z')).toBe('26 Nov 2026');
  });
});

describe('endSentence', () => {
  it('adds one full stop, and none after a name that ends with one', () => {
    expect(endSentence('sent to Mokoena Attorneys')).toBe('sent to Mokoena Attorneys.');
    expect(endSentence('sent to Khumalo Legal Inc.')).toBe('sent to Khumalo Legal Inc.');
    expect(endSentence('sent to Khumalo Legal Inc. ')).toBe('sent to Khumalo Legal Inc.');
  });
});

describe('sastCalendarDate', () => {
  it('is the South African calendar day of an instant, as YYYY-MM-DD', () => {
    expect(sastCalendarDate(Date.parse('2026-11-24T21:59:59Z'))).toBe('2026-11-24');
    expect(sastCalendarDate(new Date('2026-11-24T22:00:00Z'))).toBe('2026-11-25');
    expect(formatSastDate(sastCalendarDate(Date.parse('2026-11-24T23:30:00Z')))).toBe('25 Nov 2026');
  });
});
