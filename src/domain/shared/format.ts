/**
 * How references, dates, times and counts read wherever a person sees them, on the site and in
 * every email: one implementation, so an email never shows 'lead-3kX9...' or '2026-11-25' where
 * the site shows 'X9QZ2A' and '25 Nov 2026'. Every date is the South African day, whatever the zone
 * of the machine formatting it (a browser abroad, a function in UTC), and every time says 'SAST'.
 * Nothing else in src or functions/src constructs an Intl.DateTimeFormat; money is money.ts (kept
 * apart so the home page's prices do not download the date formats).
 */

import { intlLocaleOf } from './intl-locale';
import { FALLBACK_MONTH_NAMES } from './month-names';
import type { Locale } from './locales';

const SHORT_REFERENCE_LENGTH = 6;

/** The short reference of a document id: its last six characters, upper case ('X9QZ2A'). */
export function shortReference(id: string): string {
  return id.slice(-SHORT_REFERENCE_LENGTH).toUpperCase();
}

const SAST_ZONE = 'Africa/Johannesburg';
/** '25 Nov 2026'. */
const SAST_DAY = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeZone: SAST_ZONE });
/** '25 November 2026'. */
const SAST_LONG_DAY = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SAST_ZONE });
/** '25 Nov 2026, 12:15'. */
const SAST_DAY_TIME = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: SAST_ZONE });
/** '25 November 2026 at 12:15'. */
const SAST_LONG_DAY_TIME = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeStyle: 'short', timeZone: SAST_ZONE });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The same four formats in a client locale other than English (issue 27), made on first use: an
 * English page never builds them. Still SAST, whatever the locale.
 */
const STYLES = {
  day: SAST_DAY.resolvedOptions(),
  longDay: SAST_LONG_DAY.resolvedOptions(),
  dayTime: SAST_DAY_TIME.resolvedOptions(),
  longDayTime: SAST_LONG_DAY_TIME.resolvedOptions(),
};
const ENGLISH = { day: SAST_DAY, longDay: SAST_LONG_DAY, dayTime: SAST_DAY_TIME, longDayTime: SAST_LONG_DAY_TIME };
const localFormats = new Map<string, Intl.DateTimeFormat>();
function sastFormat(style: keyof typeof STYLES, locale: Locale): Intl.DateTimeFormat {
  if (locale === 'en') return ENGLISH[style];
  const tag = intlLocaleOf(locale);
  const key = `${tag}:${style}`;
  let format = localFormats.get(key);
  if (!format) {
    const { dateStyle, timeStyle, day, month, year } = STYLES[style];
    format = new Intl.DateTimeFormat(tag, {
      dateStyle,
      timeStyle,
      day,
      month,
      year,
      timeZone: SAST_ZONE,
    } as Intl.DateTimeFormatOptions);
    localFormats.set(key, format);
  }
  return format;
}

/** The month (1-12) an instant falls in, in South Africa. */
const SAST_MONTH = new Intl.DateTimeFormat('en-ZA', { month: 'numeric', timeZone: SAST_ZONE });

/**
 * An instant in a style and locale. Where the runtime has no data for the locale (Chromium and
 * isiZulu, isiXhosa, Sepedi), the South African English pattern with the locale's month names.
 */
function formatSast(style: keyof typeof STYLES, locale: Locale, date: Date): string {
  const format = sastFormat(style, locale);
  const names = locale === 'en' ? undefined : FALLBACK_MONTH_NAMES[locale];
  if (!names || intlLocaleOf(locale) !== 'en-ZA') return format.format(date);
  const month = Number(SAST_MONTH.format(date)) - 1;
  const monthNames = style === 'day' || style === 'dayTime' ? names.short : names.long;
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? (monthNames[month] ?? part.value) : part.value))
    .join('');
}

/**
 * A day as the site shows it. A calendar date ('2026-11-25', as mail contracts carry it) is that
 * day in South Africa; an instant (milliseconds, a Date, an ISO date-time) is the SAST day it falls on.
 */
export function formatSastDate(value: string | number | Date, locale: Locale = 'en'): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value))
    return formatSast('day', locale, new Date(`${value}T12:00:00+02:00`));
  return formatSast('day', locale, asDate(value));
}

type Instant = string | number | Date;
const asDate = (value: Instant): Date => (typeof value === 'string' || typeof value === 'number' ? new Date(value) : value);

/** '25 November 2026': the SAST day an instant falls on, month in full (blog posts, the legal aid panel). */
export function formatSastLongDate(value: Instant, locale: Locale = 'en'): string {
  return formatSast('longDay', locale, asDate(value));
}

/** '25 Nov 2026, 12:15 SAST': an instant with its South African time. */
export function formatSastDateTime(value: Instant, locale: Locale = 'en'): string {
  return `${formatSast('dayTime', locale, asDate(value))} SAST`;
}

/** '25 November 2026, 12:15': a client locale the runtime has no data for joins day and time without English's 'at'. */
const SAST_TIME = new Intl.DateTimeFormat('en-ZA', { timeStyle: 'short', timeZone: SAST_ZONE });

/** '25 November 2026 at 12:15 SAST'. */
export function formatSastLongDateTime(value: Instant, locale: Locale = 'en'): string {
  if (locale !== 'en' && intlLocaleOf(locale) === 'en-ZA') {
    return `${formatSastLongDate(value, locale)}, ${SAST_TIME.format(asDate(value))} SAST`;
  }
  return `${formatSast('longDayTime', locale, asDate(value))} SAST`;
}

const MONTH_NAMES = {
  short: new Intl.DateTimeFormat('en-ZA', { month: 'short', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * A calendar month key ('2026-11', already counted in SAST where it is stored) as 'Nov' or
 * 'November 2026'. The key names a month, not an instant, so it is read at UTC midnight and
 * formatted in UTC: no zone can move it into the month before.
 */
export function formatMonthKey(key: string, style: keyof typeof MONTH_NAMES): string {
  return MONTH_NAMES[style].format(new Date(`${key}-01T00:00:00Z`));
}

/** A count with en-ZA digit grouping: 200000 -> '200 000'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-ZA');
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
  return new Intl.DateTimeFormat('en-CA', { timeZone: SAST_ZONE }).format(at);
}
