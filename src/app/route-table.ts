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
}

export { SITE_URL, SOCIAL_IMAGE } from '@/lib/site';

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
export const CITY_SLUGS = ['johannesburg', 'cape-town', 'pretoria', 'durban'] as const;
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

// The operator's categorisation lab (defined in src/lib/site.ts so the admin feature can link to it).
import { LAB_PATH } from '@/lib/site';
export { LAB_PATH };
/** Shown to a firm right after a premium upgrade (the spec leaves its route open). */
export const PREMIUM_WELCOME_PATH = '/premium-welcome';
/** Local PayFast stand-in; the router only registers it in emulator builds. */
export const PAYFAST_SIMULATOR_PATH = '/dev/payfast-simulator';

const pub = (
  path: string,
  page: string,
  title: string,
  description: string,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ path, page, access: 'public', title, description, indexable: true, prerender: true, ...extra });

/** Interactive public pages: indexable but rendered in the browser. */
const app = (path: string, page: string, title: string, description: string, extra: Partial<RouteEntry> = {}) =>
  pub(path, page, title, description, { prerender: false, ...extra });

/** Pages no search engine should list. */
const hidden = (path: string, page: string, title: string, access: RouteAccess = 'public'): RouteEntry => ({
  path,
  page,
  access,
  title,
  description: 'RegMatch: free legal matching for South Africans.',
  indexable: false,
  prerender: false,
});

export const ROUTES: readonly RouteEntry[] = [
  pub(
    '/',
    'home',
    'Find & Match With Legal Experts in South Africa | RegMatch',
    'Describe your legal problem and get matched with verified South African law firms for free. No hidden costs, no obligation, a response within 24 to 48 hours.',
  ),
  pub(
    '/how-it-works',
    'how-it-works',
    'How It Works | RegMatch',
    'See how RegMatch matches you with a verified South African law firm in four steps: describe your need, get matched, connect and get a quick response.',
  ),
  pub(
    '/about',
    'about',
    'About Us | RegMatch',
    'RegMatch is a free South African service that connects people and businesses with law firms registered with the Legal Practice Council.',
  ),
  pub(
    '/faq',
    'faq',
    'Frequently Asked Questions | RegMatch',
    'Answers about cost, the matching process, privacy and security, and the law firms on RegMatch.',
  ),
  pub(
    '/faq-blog',
    'faq-blog',
    'Legal FAQ Articles for South Africans | RegMatch',
    'Plain-language articles on divorce costs and timelines, child maintenance, protection orders and parental rights in South Africa.',
  ),
  pub(
    '/faq/:slug',
    'faq-article',
    'Legal FAQ Article | RegMatch',
    'A plain-language legal article for South Africans from the RegMatch editorial team.',
    { instances: FAQ_ARTICLE_SLUGS.map((s) => `/faq/${s}`), metaFromPage: true },
  ),
  pub('/guides/divorce', 'guide-divorce', 'Divorce in South Africa: The Complete Guide | RegMatch', 'How divorce works in South Africa: uncontested and contested divorce, costs, timelines, children, property and when to get a lawyer.'),
  pub('/guides/child-custody', 'guide-child-custody', 'Child Custody in South Africa: A Guide for Parents | RegMatch', 'Care and contact, parental rights and responsibilities, parenting plans and how the courts decide the best interests of the child.'),
  pub('/guides/child-maintenance', 'guide-child-maintenance', 'Child Maintenance in South Africa: A Practical Guide | RegMatch', 'How child maintenance works under the Maintenance Act 99 of 1998: who pays, how much, how to claim and what happens when it is not paid.'),
  pub(
    '/lawyers/:city',
    'city',
    'Find a Lawyer | RegMatch',
    'Find verified lawyers near you in South Africa and get matched for free.',
    { instances: CITY_SLUGS.map((c) => `/lawyers/${c}`), metaFromPage: true },
  ),
  pub('/legal-updates', 'legal-updates', 'Recent Legal Changes in South Africa | RegMatch', 'Recent changes to South African family law, criminal law and court procedures, and what they mean for you.'),
  pub('/terms', 'terms', 'Terms of Service | RegMatch', 'The terms that govern the use of RegMatch by clients and law firms.'),
  pub('/privacy', 'privacy', 'Privacy Policy | RegMatch', 'How RegMatch collects, uses, protects and retains personal information, in line with POPIA.'),
  pub('/disclaimer', 'disclaimer', 'Disclaimer | RegMatch', 'RegMatch is a matching service and does not give legal advice. Read the full disclaimer.'),
  pub('/cookie-policy', 'cookie-policy', 'Cookie Policy | RegMatch', 'Which cookies RegMatch uses, why, and for how long.'),
  pub('/legal/eula', 'eula', 'End User Licence Agreement | RegMatch', 'The licence terms for using the RegMatch firm dashboard and services.'),
  pub('/legal/dpa', 'dpa', 'Data Processing Agreement | RegMatch', 'How RegMatch and law firms process client personal information together.'),
  pub('/legal/sla', 'sla', 'Service Level Agreement | RegMatch', 'Support hours, response times and availability commitments for law firms on RegMatch.'),
  app('/blog', 'blog', 'Legal Blog | RegMatch', 'News, explainers and practical legal tips for South Africans.'),
  app('/blog/:slug', 'blog-post', 'Blog | RegMatch', 'A RegMatch blog post.', { indexable: false, metaFromPage: true }),
  // Interactive, but prerendered: a phone on a slow link shows the wizard's first step and the
  // province list before any JavaScript arrives (neither needs data to render).
  app('/matching', 'matching', 'Get Matched With a Lawyer | RegMatch', 'Tell us about your legal need and location and we will match you with a verified law firm, free of charge.', { prerender: true }),
  hidden('/results', 'results', 'Your Matches | RegMatch'),
  app('/contact-firm', 'contact-firm', 'Contact a Firm | RegMatch', 'Confirm your match with a law firm, or get in touch with RegMatch.'),
  app('/correspondent-matching', 'correspondent-matching', 'Find a Correspondent Attorney | RegMatch', 'Find correspondent law firms for Magistrates, High, Supreme and Constitutional Court matters anywhere in South Africa.'),
  app('/featured-firms', 'featured-firms', 'Featured Law Firms by Province | RegMatch', 'Browse featured, verified law firms in every South African province and request a match.', { prerender: true }),
  app(
    '/featured-firms/:province',
    'featured-province',
    'Featured Law Firms | RegMatch',
    'Featured, verified law firms in this province.',
    { instances: FEATURED_PROVINCE_SLUGS.map((p) => `/featured-firms/${p}`), metaFromPage: true },
  ),
  app('/for-firms', 'for-firms', 'For Law Firms: Receive Qualified Leads | RegMatch', 'Join RegMatch to receive matched client leads in your practice areas. Free and paid plans, month to month.'),
  app('/firm-setup', 'firm-setup', 'Join as a Firm | RegMatch', 'Register your law firm on RegMatch in ten short steps.'),
  hidden('/firm-login', 'firm-login', 'Firm Sign In | RegMatch'),
  hidden('/login', 'login', 'Sign In | RegMatch'),
  hidden('/reset-password-confirm', 'reset-password', 'Reset Your Password | RegMatch'),
  hidden('/firm-dashboard', 'firm-dashboard', 'Firm Dashboard | RegMatch', 'signed-in'),
  hidden(PREMIUM_WELCOME_PATH, 'premium-welcome', 'Welcome to Premium | RegMatch', 'signed-in'),
  hidden('/subscription-thank-you', 'subscription-thank-you', 'Thank You for Subscribing | RegMatch'),
  hidden('/subscription-cancel', 'subscription-cancel', 'Payment Cancelled | RegMatch'),
  hidden('/admin-control', 'admin-control', 'Control Panel | RegMatch', 'admin'),
  hidden(LAB_PATH, 'lab', 'Categorisation Lab | RegMatch', 'admin'),
];

export const NOT_FOUND_META = {
  title: 'Page Not Found | RegMatch',
  description: 'The page you were looking for does not exist.',
};

export function routeFor(path: string): RouteEntry | undefined {
  return ROUTES.find((r) => r.path === path);
}
