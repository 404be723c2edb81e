/**
 * The response clock: when a lead must be answered, how long the firm took, and what a firm's
 * public median response time is. Pure functions over epoch millis; the lead transaction, the
 * updateLeadStatus callable, the reroute job and the dashboard all use these, so the promise
 * (RESPONSE_PROMISE in brand.ts), the deadline and the figures cannot disagree.
 *
 * The rule (docs/response-clock.md): a lead's deadline is the moment the firm has been open for
 * RESPONSE_PROMISE_BUSINESS_HOURS of its own business hours since the lead arrived, reading its
 * stored weekly hours as South African time (SAST, UTC+2 all year, no daylight saving).
 */
import { type LeadFormData, type LeadStatus } from '../leads/lead-documents';
import { businessServiceTypeSchema, searchCriteriaSchema, type SearchCriteria } from '../matching/criteria';
import { provinceSchema } from '../shared/fields';
import type { MatchCriteria } from '../matching/score';
import { SAST_OFFSET_MS } from '../payments/plans';
import { RESPONSE_PROMISE_BUSINESS_HOURS } from '../shared/brand';
import { DEFAULT_BUSINESS_HOURS, WEEKDAYS, type BusinessHours } from './options';
import { duration, RESPONSE_STATS_WINDOW_DAYS } from './response-words';
import { median } from './stats';

// SAST_OFFSET_MS (plans.ts): South African Standard Time is UTC+2 all year.
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The response clock passes a lead on by itself (with the client's consent) at most this many times. */
export const MAX_REROUTES = 2;
export { MAX_PASSES_ON } from '../leads/pass-limits';
/**
 * However a firm's stored hours read, a lead is due at most this many calendar days after it
 * arrived: the standard week's longest wait (Friday 16:00 to Tuesday 16:00) is four, and a week
 * of one minute a day once put a deadline about 959 days away, where it never lapsed.
 */
export const RESPONSE_DEADLINE_MAX_DAYS = 5;
/** A firm's card shows its median only once it has answered this many leads from distinct clients in the window. */
export const MIN_ANSWERED_FOR_MEDIAN = 5;

const minutesOf = (hhmm: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** The open interval of one weekday in minutes after local midnight, or null when closed. */
function openWindow(hours: BusinessHours, weekdayIndex: number): [number, number] | null {
  const day = hours[WEEKDAYS[weekdayIndex]!];
  if (!day || day.isUnavailable) return null;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  return open !== null && close !== null && close > open ? [open, close] : null;
}

/** Hours with no open day at all would never reach a deadline; they count as the standard week. */
function usableHours(hours: BusinessHours | null | undefined): BusinessHours {
  if (!hours) return DEFAULT_BUSINESS_HOURS;
  return WEEKDAYS.some((_, i) => openWindow(hours, i) !== null) ? hours : DEFAULT_BUSINESS_HOURS;
}

/**
 * The deadline of a lead created at `createdAt` for a firm with these weekly hours: the instant
 * at which `budgetHours` of its business hours (SAST) have passed. A lead that arrives while the
 * firm is closed starts counting when it next opens. Never later than RESPONSE_DEADLINE_MAX_DAYS.
 */
export function responseDeadline(
  createdAt: number,
  businessHours: BusinessHours | null | undefined,
  budgetHours: number = RESPONSE_PROMISE_BUSINESS_HOURS,
): number {
  const hours = usableHours(businessHours);
  const latest = createdAt + RESPONSE_DEADLINE_MAX_DAYS * DAY_MS;
  let remaining = budgetHours * 60 * MINUTE_MS;
  // Work in "SAST wall time as if it were UTC", so day boundaries are SAST midnights.
  const local = createdAt + SAST_OFFSET_MS;
  const firstDay = Math.floor(local / DAY_MS) * DAY_MS;
  for (let day = firstDay; ; day += DAY_MS) {
    const weekdayIndex = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0, as WEEKDAYS
    const window = openWindow(hours, weekdayIndex);
    if (!window) continue;
    const from = Math.max(day + window[0] * MINUTE_MS, local);
    const until = day + window[1] * MINUTE_MS;
    if (from >= until) continue;
    if (until - from >= remaining) return Math.min(from + remaining - SAST_OFFSET_MS, latest);
    remaining -= until - from;
    if (until - SAST_OFFSET_MS >= latest) return latest;
  }
}

/** Whole minutes from the lead's arrival to the firm's first answer (wall-clock, as the client waits). */
export function responseMinutes(createdAt: number, respondedAt: number): number {
  return Math.max(0, Math.round((respondedAt - createdAt) / MINUTE_MS));
}

/** What the firm's public card shows: the median of answered leads' minutes, once there are enough. */
export function publicMedianResponse(minutes: readonly number[]): number | null {
  if (minutes.length < MIN_ANSWERED_FOR_MEDIAN) return null;
  const m = median(minutes);
  return m === null ? null : Math.round(m);
}

/** The first instant whose answers count towards the public median at `now`. */
export const responseWindowStart = (now: number) => now - RESPONSE_STATS_WINDOW_DAYS * DAY_MS;

/** What the dashboard says about a lead's clock. */
export type LeadClock =
  | { state: 'waiting'; overdue: false; text: string }
  | { state: 'overdue'; overdue: true; text: string }
  | { state: 'lapsed'; overdue: true; text: string }
  | { state: 'withdrawn'; overdue: false; text: string }
  | { state: 'answered' | 'none'; overdue: false; text: string };

interface ClockLead {
  status?: LeadStatus;
  responseDueAt?: number;
  lapsedAt?: number | null;
  reroutedToLeadId?: string;
  responseMinutes?: number;
  withdrawnAt?: number;
}

/** The time left on a waiting lead, in words (never colour alone): 'Due in 5 h', 'Overdue by 2 h'. */
export function leadClock(lead: ClockLead, now: number): LeadClock {
  if (typeof lead.withdrawnAt === 'number') return { state: 'withdrawn', overdue: false, text: 'Withdrawn by the client' };
  if ((lead.status ?? 'pending') !== 'pending') {
    const text = typeof lead.responseMinutes === 'number' ? `Answered in ${duration(lead.responseMinutes * 60_000)}` : 'Answered';
    return { state: 'answered', overdue: false, text };
  }
  if (typeof lead.lapsedAt === 'number') {
    return {
      state: 'lapsed',
      overdue: true,
      text: lead.reroutedToLeadId ? 'Lapsed: passed to another firm' : 'Lapsed: not answered in time',
    };
  }
  if (typeof lead.responseDueAt !== 'number') return { state: 'none', overdue: false, text: '—' };
  const left = lead.responseDueAt - now;
  return left > 0
    ? { state: 'waiting', overdue: false, text: `Due in ${duration(left)}` }
    : { state: 'overdue', overdue: true, text: `Overdue by ${duration(-left)}` };
}

/** The wizard's criteria a lead was written from (leadFormDataFromCriteria), or null when it was not. */
export function searchCriteriaOfLead(formData: Partial<LeadFormData>): SearchCriteria | null {
  const parsed = searchCriteriaSchema.safeParse({ ...formData, legalTermsAccepted: true });
  return parsed.success ? parsed.data : null;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** 'Wed 25 Nov 2026, 10:00 SAST': an instant as South Africans read it, whatever the server's zone. */
export function formatSast(at: number): string {
  const d = new Date(at + SAST_OFFSET_MS);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} SAST`;
}

/**
 * The match criteria a lead was made from, for offering it to the next firm: only wizard and
 * results-page requests carry a full need and place; anything else (featured-firm requests,
 * accepted open leads, damaged data) is null and is never rerouted.
 */
export function matchCriteriaOfLead(formData: Partial<LeadFormData>): MatchCriteria | null {
  return matchCriteriaOfWizardLead(formData);
}

/**
 * The criteria to find the next firms for a lead the client may send on: a wizard or results-page
 * request's own, or for a featured-firm request (issue 35) its business service in the firm's
 * province and service area, the place the client asked in. Null for anything else (an accepted
 * open lead, damaged data), which is never sent on.
 */
export function sendOnCriteriaOfLead(lead: {
  source: string;
  province: string;
  formData: Partial<LeadFormData>;
}): MatchCriteria | null {
  const wizard = matchCriteriaOfWizardLead(lead.formData);
  if (wizard || lead.source !== 'featured_firms') return wizard;
  const { serviceType, city } = lead.formData;
  const service = businessServiceTypeSchema.safeParse(serviceType);
  const location = provinceSchema.safeParse(lead.province);
  if (!service.success || !location.success || !city) return null;
  return { userType: 'business', location: location.data, city, serviceType: service.data };
}

function matchCriteriaOfWizardLead(formData: Partial<LeadFormData>): MatchCriteria | null {
  const c = searchCriteriaOfLead(formData);
  if (!c) return null;
  return c.userType === 'business'
    ? { userType: 'business', location: c.location, city: c.city, serviceType: c.serviceType }
    : {
        userType: 'person',
        location: c.location,
        city: c.city,
        practiceArea: c.practiceArea,
        subcategory: c.subcategory,
        ...(c.specificItem ? { specificItem: c.specificItem } : {}),
      };
}
