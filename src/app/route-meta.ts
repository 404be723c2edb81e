/**
 * Each page's title and description, by page key (route-table.ts), for the <head> the router
 * renders. Apart from the route table on purpose: a first visit to a prerendered page finds them
 * in the HTML it was sent (router.tsx reads them from there), so only a navigation inside the app,
 * or a page that is not prerendered, downloads this module. Pages whose title depends on their
 * data (an article, a city, a province, a blog post) render their own and are not here.
 */
import { BRAND_NAME, RESPONSE_PROMISE } from '@/domain/shared/brand';

export interface PageTitle {
  title: string;
  description: string;
}

/** A page no search engine lists: its title, and the site's one-line description. */
const hidden = (title: string): PageTitle => ({ title, description: `${BRAND_NAME}: free legal matching for South Africans.` });

export const ROUTE_META: Readonly<Record<string, PageTitle>> = {
  home: {
    title: `Find & Match With Legal Experts in South Africa | ${BRAND_NAME}`,
    description: `Describe your legal problem and get matched with verified South African law firms. Matching is free and binds you to nothing; firms are asked to answer ${RESPONSE_PROMISE}.`,
  },
  'how-it-works': {
    title: `How It Works | ${BRAND_NAME}`,
    description: `See how ${BRAND_NAME} matches you with a verified South African law firm in four steps: describe your need, get matched, connect and get a quick response.`,
  },
  about: {
    title: `About Us | ${BRAND_NAME}`,
    description: `${BRAND_NAME} is a free South African service that connects people and businesses with law firms registered with the Legal Practice Council.`,
  },
  faq: {
    title: `Frequently Asked Questions | ${BRAND_NAME}`,
    description: `Answers about cost, the matching process, privacy and security, and the law firms on ${BRAND_NAME}.`,
  },
  'faq-blog': {
    title: `Legal FAQ Articles for South Africans | ${BRAND_NAME}`,
    description:
      'Plain-language articles on divorce costs and timelines, child maintenance, protection orders and parental rights in South Africa.',
  },
  'guide-divorce': {
    title: `Divorce in South Africa: The Complete Guide | ${BRAND_NAME}`,
    description:
      'How divorce works in South Africa: uncontested and contested divorce, costs, timelines, children, property and when to get a lawyer.',
  },
  'guide-child-custody': {
    title: `Child Custody in South Africa: A Guide for Parents | ${BRAND_NAME}`,
    description:
      'Care and contact, parental rights and responsibilities, parenting plans and how the courts decide the best interests of the child.',
  },
  'guide-child-maintenance': {
    title: `Child Maintenance in South Africa: A Practical Guide | ${BRAND_NAME}`,
    description:
      'How child maintenance works under the Maintenance Act 99 of 1998: who pays, how much, how to claim and what happens when it is not paid.',
  },
  'legal-updates': {
    title: `Recent Legal Changes in South Africa | ${BRAND_NAME}`,
    description: 'Recent changes to South African family law, criminal law and court procedures, and what they mean for you.',
  },
  terms: {
    title: `Terms of Service | ${BRAND_NAME}`,
    description: `The terms that govern the use of ${BRAND_NAME} by clients and law firms.`,
  },
  privacy: {
    title: `Privacy Policy | ${BRAND_NAME}`,
    description: `How ${BRAND_NAME} collects, uses, protects and retains personal information, in line with POPIA.`,
  },
  disclaimer: {
    title: `Disclaimer | ${BRAND_NAME}`,
    description: `${BRAND_NAME} is a matching service and does not give legal advice. Read the full disclaimer.`,
  },
  'cookie-policy': {
    title: `Cookie Policy | ${BRAND_NAME}`,
    description: `Which cookies ${BRAND_NAME} uses, why, and for how long.`,
  },
  eula: {
    title: `End User Licence Agreement | ${BRAND_NAME}`,
    description: `The licence terms for using the ${BRAND_NAME} firm dashboard and services.`,
  },
  dpa: {
    title: `Data Processing Agreement | ${BRAND_NAME}`,
    description: `How ${BRAND_NAME} and law firms process client personal information together.`,
  },
  paia: {
    title: `PAIA Manual | ${BRAND_NAME}`,
    description: `Which records ${BRAND_NAME} holds and how to request them under the Promotion of Access to Information Act.`,
  },
  sla: {
    title: `Service Level Agreement | ${BRAND_NAME}`,
    description: `Support hours, response times and availability commitments for law firms on ${BRAND_NAME}.`,
  },
  blog: {
    title: `Legal Blog | ${BRAND_NAME}`,
    description: 'News, explainers and practical legal tips for South Africans.',
  },
  matching: {
    title: `Get Matched With a Lawyer | ${BRAND_NAME}`,
    description: 'Tell us about your legal need and location and we will match you with a verified law firm, free of charge.',
  },
  results: hidden(`Your Matches | ${BRAND_NAME}`),
  'contact-firm': {
    title: `Contact a Firm | ${BRAND_NAME}`,
    description: `Confirm your match with a law firm, or get in touch with ${BRAND_NAME}.`,
  },
  contact: {
    title: `Contact Us | ${BRAND_NAME}`,
    description: `Send the ${BRAND_NAME} team a message about a match, a law firm account, billing or your data; we reply by email.`,
  },
  'correspondent-matching': {
    title: `Find a Correspondent Attorney | ${BRAND_NAME}`,
    description:
      'Find correspondent law firms for Magistrates, High, Supreme and Constitutional Court matters anywhere in South Africa.',
  },
  'featured-firms': {
    title: `Featured Law Firms by Province | ${BRAND_NAME}`,
    description: 'Browse featured, verified law firms in every South African province and request a match.',
  },
  'for-firms': {
    title: `For Law Firms: Receive Qualified Leads | ${BRAND_NAME}`,
    description: `Join ${BRAND_NAME} to receive matched client leads in your practice areas. Free and paid plans, month to month.`,
  },
  'firm-setup': {
    title: `Join as a Firm | ${BRAND_NAME}`,
    description: `Register your law firm on ${BRAND_NAME} in ten short steps.`,
  },
  'firm-login': hidden(`Firm Sign In | ${BRAND_NAME}`),
  'firm-confirm-email': hidden(`Confirm Your Email | ${BRAND_NAME}`),
  login: hidden(`Sign In | ${BRAND_NAME}`),
  'reset-password': hidden(`Reset Your Password | ${BRAND_NAME}`),
  'firm-dashboard': hidden(`Firm Dashboard | ${BRAND_NAME}`),
  'premium-welcome': hidden(`Welcome to Premium | ${BRAND_NAME}`),
  'subscription-thank-you': hidden(`Thank You for Subscribing | ${BRAND_NAME}`),
  'subscription-cancel': hidden(`Payment Cancelled | ${BRAND_NAME}`),
  'lead-release': hidden(`Share Your Contact Details | ${BRAND_NAME}`),
  'my-request': hidden(`Your Request | ${BRAND_NAME}`),
  'send-on': hidden(`Send Your Request On | ${BRAND_NAME}`),
  answer: hidden(`The Firm's Answer | ${BRAND_NAME}`),
  'contact-check': hidden(`Did the Firm Contact You? | ${BRAND_NAME}`),
  review: hidden(`Review a Law Firm | ${BRAND_NAME}`),
  'legal-updates-confirm': hidden(`Confirm Your Legal Updates | ${BRAND_NAME}`),
  'phone-off': hidden(`Phone Messages Off | ${BRAND_NAME}`),
  'legal-updates-unsubscribe': hidden(`Unsubscribe from Legal Updates | ${BRAND_NAME}`),
  'admin-control': hidden(`Control Panel | ${BRAND_NAME}`),
  lab: hidden(`Categorisation Lab | ${BRAND_NAME}`),
};

export const NOT_FOUND_META: PageTitle = {
  title: `Page Not Found | ${BRAND_NAME}`,
  description: 'The page you were looking for does not exist.',
};
