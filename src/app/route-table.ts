/**
 * Every route of the product, in one table. The router, the per-page metadata, the sitemap and
 * the prerenderer all read it, so a page can never be routed but missing from search, or the
 * other way round. Pure data: no React, so build scripts can import it.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

export interface RouteEntry {
  /** react-router path pattern. */
  path: string;
  /** Key of the lazy page module in router.tsx. */
  page: string;
  access: RouteAccess;
  title: string;
  description: string;
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

import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/shared/brand';
import { PATHS } from '@/domain/shared/site';
import { CITY_SLUGS } from '@/domain/shared/cities';
import type { Locale } from '@/domain/shared/locales';
import { localizedRoutes } from './locale-routes';

export { SITE_URL, SOCIAL_IMAGE } from '@/domain/shared/site';

export const FAQ_ARTICLE_SLUGS = [
  'divorce-costs-south-africa',
  'divorce-timeline-south-africa',
  'need-lawyer-divorce-south-africa',
  'child-support-vs-maintenance',
  'not-paying-child-maintenance-consequences',
  'domestic-violence-protection-orders',
  'unmarried-fathers-rights-south-africa',
  'international-child-custody-hague-convention',
] as const;

export const GUIDE_SLUGS = ['divorce', 'child-custody', 'child-maintenance'] as const;
export const FEATURED_PROVINCE_SLUGS = [
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
export const PREMIUM_WELCOME_PATH = PATHS.premiumWelcome;
export const PAYFAST_SIMULATOR_PATH = PATHS.payfastSimulator;

const pub = (path: string, page: string, title: string, description: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  access: 'public',
  title,
  description,
  indexable: true,
  prerender: true,
  ...extra,
});

/** Interactive public pages: indexable but rendered in the browser. */
const app = (path: string, page: string, title: string, description: string, extra: Partial<RouteEntry> = {}) =>
  pub(path, page, title, description, { prerender: false, ...extra });

/** Pages no search engine should list. */
const hidden = (path: string, page: string, title: string, access: RouteAccess = 'public'): RouteEntry => ({
  path,
  page,
  access,
  title,
  description: `${BRAND_NAME}: free legal matching for South Africans.`,
  indexable: false,
  prerender: false,
});

const ENGLISH_ROUTES: readonly RouteEntry[] = [
  pub(
    '/',
    'home',
    `Find & Match With Legal Experts in South Africa | ${BRAND_NAME}`,
    `Describe your legal problem and get matched with verified South African law firms for free. No hidden costs, no obligation, a response ${RESPONSE_PROMISE}.`,
  ),
  pub(
    '/how-it-works',
    'how-it-works',
    `How It Works | ${BRAND_NAME}`,
    `See how ${BRAND_NAME} matches you with a verified South African law firm in four steps: describe your need, get matched, connect and get a quick response.`,
  ),
  pub(
    '/about',
    'about',
    `About Us | ${BRAND_NAME}`,
    `${BRAND_NAME} is a free South African service that connects people and businesses with law firms registered with the Legal Practice Council.`,
  ),
  pub(
    '/faq',
    'faq',
    `Frequently Asked Questions | ${BRAND_NAME}`,
    `Answers about cost, the matching process, privacy and security, and the law firms on ${BRAND_NAME}.`,
  ),
  pub(
    '/faq-blog',
    'faq-blog',
    `Legal FAQ Articles for South Africans | ${BRAND_NAME}`,
    'Plain-language articles on divorce costs and timelines, child maintenance, protection orders and parental rights in South Africa.',
  ),
  pub(
    '/faq/:slug',
    'faq-article',
    `Legal FAQ Article | ${BRAND_NAME}`,
    `A plain-language legal article for South Africans from the ${BRAND_NAME} editorial team.`,
    { instances: FAQ_ARTICLE_SLUGS.map((s) => `/faq/${s}`), metaFromPage: true },
  ),
  pub(
    '/guides/divorce',
    'guide-divorce',
    `Divorce in South Africa: The Complete Guide | ${BRAND_NAME}`,
    'How divorce works in South Africa: uncontested and contested divorce, costs, timelines, children, property and when to get a lawyer.',
  ),
  pub(
    '/guides/child-custody',
    'guide-child-custody',
    `Child Custody in South Africa: A Guide for Parents | ${BRAND_NAME}`,
    'Care and contact, parental rights and responsibilities, parenting plans and how the courts decide the best interests of the child.',
  ),
  pub(
    '/guides/child-maintenance',
    'guide-child-maintenance',
    `Child Maintenance in South Africa: A Practical Guide | ${BRAND_NAME}`,
    'How child maintenance works under the Maintenance Act 99 of 1998: who pays, how much, how to claim and what happens when it is not paid.',
  ),
  pub(
    '/lawyers/:city',
    'city',
    `Find a Lawyer | ${BRAND_NAME}`,
    'Find verified lawyers near you in South Africa and get matched for free.',
    { instances: CITY_SLUGS.map((c) => `/lawyers/${c}`), metaFromPage: true },
  ),
  pub(
    '/legal-updates',
    'legal-updates',
    `Recent Legal Changes in South Africa | ${BRAND_NAME}`,
    'Recent changes to South African family law, criminal law and court procedures, and what they mean for you.',
  ),
  pub(
    '/terms',
    'terms',
    `Terms of Service | ${BRAND_NAME}`,
    `The terms that govern the use of ${BRAND_NAME} by clients and law firms.`,
  ),
  pub(
    '/privacy',
    'privacy',
    `Privacy Policy | ${BRAND_NAME}`,
    `How ${BRAND_NAME} collects, uses, protects and retains personal information, in line with POPIA.`,
  ),
  pub(
    '/disclaimer',
    'disclaimer',
    `Disclaimer | ${BRAND_NAME}`,
    `${BRAND_NAME} is a matching service and does not give legal advice. Read the full disclaimer.`,
  ),
  pub(
    '/cookie-policy',
    'cookie-policy',
    `Cookie Policy | ${BRAND_NAME}`,
    `Which cookies ${BRAND_NAME} uses, why, and for how long.`,
  ),
  pub(
    '/legal/eula',
    'eula',
    `End User Licence Agreement | ${BRAND_NAME}`,
    `The licence terms for using the ${BRAND_NAME} firm dashboard and services.`,
  ),
  pub(
    '/legal/dpa',
    'dpa',
    `Data Processing Agreement | ${BRAND_NAME}`,
    `How ${BRAND_NAME} and law firms process client personal information together.`,
  ),
  pub(
    PATHS.paiaManual,
    'paia',
    `PAIA Manual | ${BRAND_NAME}`,
    `Which records ${BRAND_NAME} holds and how to request them under the Promotion of Access to Information Act.`,
  ),
  pub(
    '/legal/sla',
    'sla',
    `Service Level Agreement | ${BRAND_NAME}`,
    `Support hours, response times and availability commitments for law firms on ${BRAND_NAME}.`,
  ),
  app('/blog', 'blog', `Legal Blog | ${BRAND_NAME}`, 'News, explainers and practical legal tips for South Africans.'),
  app('/blog/:slug', 'blog-post', `Blog | ${BRAND_NAME}`, `A ${BRAND_NAME} blog post.`, { indexable: false, metaFromPage: true }),
  app(
    '/matching',
    'matching',
    `Get Matched With a Lawyer | ${BRAND_NAME}`,
    'Tell us about your legal need and location and we will match you with a verified law firm, free of charge.',
    // Interactive, but prerendered: a phone on a slow link shows the wizard's first step before
    // any JavaScript arrives (it needs no data to render).
    { prerender: true },
  ),
  hidden('/results', 'results', `Your Matches | ${BRAND_NAME}`),
  app(
    '/contact-firm',
    'contact-firm',
    `Contact a Firm | ${BRAND_NAME}`,
    `Confirm your match with a law firm, or get in touch with ${BRAND_NAME}.`,
  ),
  app(
    PATHS.contact,
    'contact',
    `Contact Us | ${BRAND_NAME}`,
    `Send the ${BRAND_NAME} team a message about a match, a law firm account, billing or your data; we reply by email.`,
  ),
  app(
    '/correspondent-matching',
    'correspondent-matching',
    `Find a Correspondent Attorney | ${BRAND_NAME}`,
    'Find correspondent law firms for Magistrates, High, Supreme and Constitutional Court matters anywhere in South Africa.',
  ),
  app(
    '/featured-firms',
    'featured-firms',
    `Featured Law Firms by Province | ${BRAND_NAME}`,
    'Browse featured, verified law firms in every South African province and request a match.',
    { prerender: true },
  ),
  app(
    '/featured-firms/:province',
    'featured-province',
    `Featured Law Firms | ${BRAND_NAME}`,
    'Featured, verified law firms in this province.',
    { instances: FEATURED_PROVINCE_SLUGS.map((p) => `/featured-firms/${p}`), metaFromPage: true },
  ),
  app(
    '/for-firms',
    'for-firms',
    `For Law Firms: Receive Qualified Leads | ${BRAND_NAME}`,
    `Join ${BRAND_NAME} to receive matched client leads in your practice areas. Free and paid plans, month to month.`,
  ),
  app(
    '/firm-setup',
    'firm-setup',
    `Join as a Firm | ${BRAND_NAME}`,
    `Register your law firm on ${BRAND_NAME} in ten short steps.`,
  ),
  hidden('/firm-login', 'firm-login', `Firm Sign In | ${BRAND_NAME}`),
  hidden(PATHS.firmConfirmEmail, 'firm-confirm-email', `Confirm Your Email | ${BRAND_NAME}`),
  hidden('/login', 'login', `Sign In | ${BRAND_NAME}`),
  hidden('/reset-password-confirm', 'reset-password', `Reset Your Password | ${BRAND_NAME}`),
  hidden('/firm-dashboard', 'firm-dashboard', `Firm Dashboard | ${BRAND_NAME}`, 'signed-in'),
  hidden(PREMIUM_WELCOME_PATH, 'premium-welcome', `Welcome to Premium | ${BRAND_NAME}`, 'signed-in'),
  hidden('/subscription-thank-you', 'subscription-thank-you', `Thank You for Subscribing | ${BRAND_NAME}`),
  hidden('/subscription-cancel', 'subscription-cancel', `Payment Cancelled | ${BRAND_NAME}`),
  hidden(PATHS.leadRelease, 'lead-release', `Share Your Contact Details | ${BRAND_NAME}`),
  hidden(PATHS.myRequest, 'my-request', `Your Request | ${BRAND_NAME}`),
  hidden(PATHS.sendOn, 'send-on', `Send Your Request On | ${BRAND_NAME}`),
  hidden(PATHS.review, 'review', `Review a Law Firm | ${BRAND_NAME}`),
  hidden(PATHS.legalUpdatesConfirm, 'legal-updates-confirm', `Confirm Your Legal Updates | ${BRAND_NAME}`),
  hidden(PATHS.phoneOff, 'phone-off', `Phone Messages Off | ${BRAND_NAME}`),
  hidden(PATHS.legalUpdatesUnsubscribe, 'legal-updates-unsubscribe', `Unsubscribe from Legal Updates | ${BRAND_NAME}`),
  hidden('/admin-control', 'admin-control', `Control Panel | ${BRAND_NAME}`, 'admin'),
  hidden(LAB_PATH, 'lab', `Categorisation Lab | ${BRAND_NAME}`, 'admin'),
];

/** The English routes, then the translated client pages under each locale's prefix (issue 27). */
export const ROUTES: readonly RouteEntry[] = [...ENGLISH_ROUTES, ...localizedRoutes(ENGLISH_ROUTES)];

export const NOT_FOUND_META = {
  title: `Page Not Found | ${BRAND_NAME}`,
  description: 'The page you were looking for does not exist.',
};

export function routeFor(path: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === path);
}
