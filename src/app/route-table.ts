/**
 * Every route of the product, in one table. The router, the per-page metadata, the sitemap and
 * the prerenderer all read it, so a page can never be routed but missing from search, or the
 * other way round. Pure data: no React, so build scripts can import it.
 */
type RouteAccess = 'public' | 'signed-in' | 'admin';

export interface RouteEntry {
  /** react-router path pattern. */
  path: string;
  /** Key of the lazy page module in router.tsx. */
  page: string;
  access: RouteAccess;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /** Rendered to static HTML at build time (public content only). */
  prerender: boolean;
  /** Concrete paths for a parameterised route, for the sitemap and prerender. */
  instances?: readonly string[];
  /** The page renders its own <PageMeta> because title and description depend on its data. */
  metaFromPage?: boolean;
  /** A translated page's locale (locale-routes.ts); absent on the English, unprefixed entries. */
  locale?: Locale;
}

import { PATHS } from '@/domain/shared/site';
import { CITY_SLUGS } from '@/domain/shared/cities';
import type { Locale } from '@/domain/shared/locales';
import { localizedRoutes } from './locale-routes';

export { SITE_URL } from '@/domain/shared/site';

const FAQ_ARTICLE_SLUGS = [
  'divorce-costs-south-africa',
  'divorce-timeline-south-africa',
  'need-lawyer-divorce-south-africa',
  'child-support-vs-maintenance',
  'not-paying-child-maintenance-consequences',
  'domestic-violence-protection-orders',
  'unmarried-fathers-rights-south-africa',
  'international-child-custody-hague-convention',
] as const;

const FEATURED_PROVINCE_SLUGS = [
  'eastern-cape',
  'free-state',
  'gauteng',
  'kwazulu-natal',
  'limpopo',
  'mpumalanga',
  'north-west',
  'northern-cape',
  'western-cape',
] as const;

export const LAB_PATH = PATHS.lab;
const PREMIUM_WELCOME_PATH = PATHS.premiumWelcome;
export const PAYFAST_SIMULATOR_PATH = PATHS.payfastSimulator;

// Titles and descriptions are in route-meta.ts: the browser needs them only on a navigation.
const pub = (path: string, page: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  access: 'public',
  indexable: true,
  prerender: true,
  ...extra,
});

/** Interactive public pages: indexable but rendered in the browser. */
const app = (path: string, page: string, extra: Partial<RouteEntry> = {}) => pub(path, page, { prerender: false, ...extra });

/** Pages no search engine should list. */
const hidden = (path: string, page: string, access: RouteAccess = 'public'): RouteEntry => ({
  path,
  page,
  access,
  indexable: false,
  prerender: false,
});

const ENGLISH_ROUTES: readonly RouteEntry[] = [
  pub('/', 'home'),
  pub('/how-it-works', 'how-it-works'),
  pub('/about', 'about'),
  pub('/faq', 'faq'),
  pub('/faq-blog', 'faq-blog'),
  pub('/faq/:slug', 'faq-article', { instances: FAQ_ARTICLE_SLUGS.map((s) => `/faq/${s}`), metaFromPage: true }),
  pub('/guides/divorce', 'guide-divorce'),
  pub('/guides/child-custody', 'guide-child-custody'),
  pub('/guides/child-maintenance', 'guide-child-maintenance'),
  pub('/lawyers/:city', 'city', { instances: CITY_SLUGS.map((c) => `/lawyers/${c}`), metaFromPage: true }),
  pub('/legal-updates', 'legal-updates'),
  pub('/terms', 'terms'),
  pub('/privacy', 'privacy'),
  pub('/disclaimer', 'disclaimer'),
  pub('/cookie-policy', 'cookie-policy'),
  pub('/legal/eula', 'eula'),
  pub('/legal/dpa', 'dpa'),
  pub(PATHS.paiaManual, 'paia'),
  pub('/legal/sla', 'sla'),
  app('/blog', 'blog'),
  app('/blog/:slug', 'blog-post', { indexable: false, metaFromPage: true }),
  app(
    '/matching',
    'matching',
    // Interactive, but prerendered: a phone on a slow link shows the wizard's first step before
    // any JavaScript arrives (it needs no data to render).
    { prerender: true },
  ),
  hidden('/results', 'results'),
  app('/contact-firm', 'contact-firm'),
  app(PATHS.contact, 'contact'),
  app('/correspondent-matching', 'correspondent-matching'),
  app('/featured-firms', 'featured-firms', { prerender: true }),
  app('/featured-firms/:province', 'featured-province', {
    instances: FEATURED_PROVINCE_SLUGS.map((p) => `/featured-firms/${p}`),
    metaFromPage: true,
  }),
  app('/for-firms', 'for-firms'),
  app('/firm-setup', 'firm-setup'),
  hidden('/firm-login', 'firm-login'),
  hidden(PATHS.firmConfirmEmail, 'firm-confirm-email'),
  hidden('/login', 'login'),
  hidden('/reset-password-confirm', 'reset-password'),
  hidden('/firm-dashboard', 'firm-dashboard', 'signed-in'),
  hidden(PREMIUM_WELCOME_PATH, 'premium-welcome', 'signed-in'),
  hidden('/subscription-thank-you', 'subscription-thank-you'),
  hidden('/subscription-cancel', 'subscription-cancel'),
  hidden(PATHS.leadRelease, 'lead-release'),
  hidden(PATHS.myRequest, 'my-request'),
  hidden(PATHS.sendOn, 'send-on'),
  hidden(PATHS.answer, 'answer'),
  hidden(PATHS.contactCheck, 'contact-check'),
  hidden(PATHS.review, 'review'),
  hidden(PATHS.legalUpdatesConfirm, 'legal-updates-confirm'),
  hidden(PATHS.phoneOff, 'phone-off'),
  hidden(PATHS.legalUpdatesUnsubscribe, 'legal-updates-unsubscribe'),
  hidden('/admin-control', 'admin-control', 'admin'),
  hidden(LAB_PATH, 'lab', 'admin'),
];

/** The English routes, then the translated client pages under each locale's prefix (issue 27). */
export const ROUTES: readonly RouteEntry[] = [...ENGLISH_ROUTES, ...localizedRoutes(ENGLISH_ROUTES)];
