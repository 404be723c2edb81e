/**
 * Where the product lives: the production origin, the functions' region and the paths that more
 * than one side builds links to (the SPA's router, emails, PayFast's return URLs). One module, so
 * an email can never link to a route the router does not have.
 */

import { localizedPath } from './locale-paths';
import type { Locale } from './locales';

/** Public origin of the production site: canonical URLs, sitemap and social tags use it. */
export const SITE_URL = 'https://regmatch.co.za';
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Every function deploys next to its users (Johannesburg); the emulator accepts any region. */
export const FUNCTIONS_REGION = 'africa-south1';

export const PATHS = {
  phoneOff: '/phone-off',
  firmDashboard: '/firm-dashboard',
  firmLogin: '/firm-login',
  resetPasswordConfirm: '/reset-password-confirm',
  /** Shown to a firm right after a premium upgrade (the spec leaves its route open). */
  premiumWelcome: '/premium-welcome',
  subscriptionThankYou: '/subscription-thank-you',
  /** The client's answer to a firm that accepted their shared case (link in the release email). */
  leadRelease: '/share-details',
  /** The client's review of a firm that answered their request (link in the review invite email). */
  review: '/review',
  subscriptionCancel: '/subscription-cancel',
  /** Local PayFast stand-in; the router registers it, and the functions serve it, in emulator builds only. */
  payfastSimulator: '/dev/payfast-simulator',
  /** The operator's categorisation lab: an unguessable path, noindex, admin-only. */
  lab: '/lab-7f3a9c2e',
  /** The client's own page for a request: see it, withdraw it, erase their data (link in every client email). */
  myRequest: '/my-request',
  /** The client sends a lapsed request on to another firm (links in the "your firm did not answer" email). */
  sendOn: '/my-request/send-on',
  /**
   * The firm's answer to a request (issue 35): the answer link and the booking link in the client's
   * emails and WhatsApp/SMS alerts open it; book a time, move or cancel a booking, decline, close, send on.
   */
  answer: '/my-request/answer',
  /** The client's answer to "Did <firm> contact you?" (contact-claim.ts). */
  contactCheck: '/my-request/contact',
  /** The PAIA manual (section 51), linked from the privacy policy and the footer. */
  paiaManual: '/paia-manual',
  /** The public contact form (footer 'Contact Us'). */
  contact: '/contact',
  /** The operator's control panel; `#inbox` is its Contact Us inbox. */
  adminControl: '/admin-control',
  /** A new firm confirms its email address here (link in the confirmation email). */
  firmConfirmEmail: '/for-firms/confirm',
  /** The legal-updates page with its subscription form, and the pages its emails link to. */
  legalUpdates: '/legal-updates',
  legalUpdatesConfirm: '/legal-updates/confirm',
  legalUpdatesUnsubscribe: '/legal-updates/unsubscribe',
} as const;

/** The confirmation page for one registration's token. */
export function firmConfirmEmailPath(token: string): string {
  return `${PATHS.firmConfirmEmail}?${new URLSearchParams({ token }).toString()}`;
}

/** The control panel's inbox, where Contact Us messages are read. */
export const ADMIN_INBOX_PATH = `${PATHS.adminControl}#inbox`;
/** The control panel's list of firms' plan events (the operator's plan-event mail links here). */
export const ADMIN_PLAN_EVENTS_PATH = `${PATHS.adminControl}#plans`;

/** The firm dashboard's tabs that emails link into, and the deep link to one (and one lead). */
type FirmDashboardTab = 'overview' | 'leads' | 'openLeads' | 'analytics' | 'reviews' | 'subscription' | 'settings';
const FIRM_DASHBOARD_PATH = PATHS.firmDashboard;
export function firmDashboardPath(tab?: FirmDashboardTab, leadId?: string): string {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (leadId) params.set('lead', leadId);
  const query = params.toString();
  return query ? `${FIRM_DASHBOARD_PATH}?${query}` : FIRM_DASHBOARD_PATH;
}

/** The release page for one token; `decision` only preselects a button, the page still asks. */
export function leadReleasePath(token: string, decision?: 'release' | 'decline', locale: Locale = 'en'): string {
  const params = new URLSearchParams({ token });
  if (decision) params.set('decision', decision);
  return `${localizedPath(PATHS.leadRelease, locale)}?${params.toString()}`;
}

/** The client's page for one request, in the client's language (`/zu/my-request?token=...`). */
export function myRequestPath(token: string, locale: Locale = 'en'): string {
  return `${localizedPath(PATHS.myRequest, locale)}?${new URLSearchParams({ token }).toString()}`;
}

/** The send-on page for one link of a "your firm did not answer" email. */
export function sendOnPath(token: string, locale: Locale = 'en'): string {
  return `${localizedPath(PATHS.sendOn, locale)}?${new URLSearchParams({ token }).toString()}`;
}

/** The answer page for one answer link or booking link (getAnswerOffer takes either), in the client's language. */
export function answerPath(token: string, locale: Locale = 'en'): string {
  return `${localizedPath(PATHS.answer, locale)}?${new URLSearchParams({ token }).toString()}`;
}

/** The page that asks "Did <firm> contact you?", with the answer the client's link chose (yes or no). */
export function contactCheckPath(token: string, answer: 'yes' | 'no', locale: Locale = 'en'): string {
  return `${localizedPath(PATHS.contactCheck, locale)}?${new URLSearchParams({ token, answer }).toString()}`;
}

/** The review page for one invite token. */
export function reviewPath(token: string, locale: Locale = 'en'): string {
  return `${localizedPath(PATHS.review, locale)}?${new URLSearchParams({ token }).toString()}`;
}

/** The page that confirms a legal-updates subscription (link in the double opt-in email). */
export function legalUpdatesConfirmPath(token: string): string {
  return `${PATHS.legalUpdatesConfirm}?${new URLSearchParams({ token }).toString()}`;
}

/** The one-click unsubscribe page (link and List-Unsubscribe header in every legal update). */
export function legalUpdatesUnsubscribePath(token: string): string {
  return `${PATHS.legalUpdatesUnsubscribe}?${new URLSearchParams({ token }).toString()}`;
}

/** The page behind the opt-out link in every WhatsApp and SMS (docs/notifications.md). */
export function phoneOffPath(token: string): string {
  return `${PATHS.phoneOff}?${new URLSearchParams({ token }).toString()}`;
}
