import { FREE_PLAN_LEADS_LINE, PAID_ONLY_LEAD_FEATURES } from '@/domain/leads/free-plan';
import {
  EQUAL_FIT_MEANING,
  planRankingClause,
  SCORE_DESCRIPTION_BLOCKS,
  TIE_BREAK_SENTENCE,
} from '@/domain/matching/ranking-text';
import { CANCELLATION_TERMS, FREE_MONTH_TERMS, newFirmTrialOffer } from '@/domain/payments/billing';
import { PLANS, VAT_NOTE, VAT_SUFFIX } from '@/domain/payments/plans';
import { RETENTION } from '@/domain/privacy/retention';
import {
  BRAND_NAME,
  INFORMATION_OFFICER,
  SUPPLIER,
  POLICY,
  PRIVACY_POLICY_VERSION,
  RESPONSE_PROMISE,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
} from '@/domain/shared/brand';
import { formatRand } from '@/domain/shared/money';
import { FUNCTIONS_REGION, PATHS } from '@/domain/shared/site';
import {
  browserStorageTable,
  consentTable,
  crossBorderSentence,
  paiaRecordsTable,
  processorsTable,
  recordsTable,
  retentionList,
  subProcessorAnnex,
  summaryBlocks,
} from './policy-sections';
import type { Section } from './types';

export interface LegalDocument {
  key: 'terms' | 'privacy' | 'disclaimer' | 'cookie-policy' | 'eula' | 'dpa' | 'sla' | 'paia';
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly Section[];
}

const { free, premium, premium_plus: plus } = PLANS;
const price = (p: typeof premium) =>
  p.previousPrice
    ? `${formatRand(p.price)} per month (${VAT_SUFFIX}; previously ${formatRand(p.previousPrice)})`
    : `${formatRand(p.price)} per month (${VAT_SUFFIX})`;
const leads = (n: number) => (n < 0 ? 'unlimited leads' : `up to ${n} leads a month`);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Plan lines for the terms and EULA, read from PLANS so the legal text never disagrees with checkout. */
export const PLAN_TERMS: readonly string[] = [
  `${free.name}: free, ${lowerFirst(FREE_PLAN_LEADS_LINE)}, shown in the firm’s dashboard, where the firm marks each lead contacted; the firm may change its logo and description at any time. The firm is ${planRankingClause('free')}. Unlimited leads, ${PAID_ONLY_LEAD_FEATURES} are part of the paid plans.`,
  `${premium.name}: ${price(premium)}, ${leads(premium.monthlyLeads)}${premium.freeMonths ? `, ${newFirmTrialOffer('premium')}` : ''}, ${planRankingClause('premium')}.`,
  `${plus.name}: ${price(plus)}, ${leads(plus.monthlyLeads)}, ${planRankingClause('premium_plus')}, and a highlighted profile.`,
  EQUAL_FIT_MEANING,
];

/** How the match score is made, every number from the scorer (ranking-text.ts): privacy policy and terms. */
const scoreBlocks: Section['blocks'] = [
  { type: 'p', text: SCORE_DESCRIPTION_BLOCKS.opening },
  { type: 'list', items: SCORE_DESCRIPTION_BLOCKS.items },
  { type: 'p', text: SCORE_DESCRIPTION_BLOCKS.closing },
];

const contact = `Questions about this document: ${SUPPORT_EMAIL}, ${SUPPORT_HOURS}.`;

export const LEGAL_DOCUMENTS: Record<LegalDocument['key'], LegalDocument> = {
  terms: {
    key: 'terms',
    title: 'Terms of Service',
    lastUpdated: 'November 2026',
    intro: `These terms govern the use of ${BRAND_NAME} by clients looking for legal help and by law firms receiving matches. By using ${BRAND_NAME} you accept them.`,
    sections: [
      {
        id: 'service',
        title: 'The service',
        blocks: [
          {
            type: 'p',
            text: `${BRAND_NAME} matches clients with law firms registered with the Legal Practice Council. We are not a law firm and do not give legal advice. Any client-attorney relationship is between you and the firm.`,
          },
          {
            type: 'p',
            text: `Matching is free for clients. Matched firms aim to respond ${RESPONSE_PROMISE}, but we cannot guarantee that a firm will accept your matter.`,
          },
        ],
      },
      {
        id: 'clients',
        title: 'Clients',
        blocks: [
          {
            type: 'list',
            items: [
              'Give accurate information so we can match you properly',
              'Do not submit requests on behalf of others without their consent',
              'You are free to decline any firm and have no obligation to appoint it',
            ],
          },
        ],
      },
      {
        id: 'plans',
        title: 'Plans and fees for law firms',
        blocks: [
          { type: 'list', items: PLAN_TERMS },
          ...scoreBlocks,
          {
            type: 'p',
            text: `${VAT_NOTE}. Paid plans are billed monthly in advance through PayFast and run month to month until cancelled. ${CANCELLATION_TERMS} ${POLICY.terminationNoticeDays} days’ notice applies to termination of the agreement.`,
          },
          {
            type: 'p',
            text: FREE_MONTH_TERMS,
          },
        ],
      },
      {
        id: 'firm-duties',
        title: 'Law firms’ obligations',
        blocks: [
          {
            type: 'list',
            items: [
              'Keep your Legal Practice Council registration current and your profile accurate',
              'Contact matched clients promptly and treat their information confidentially',
              'Use client information only to respond to that client’s matter',
            ],
          },
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        blocks: [
          {
            type: 'p',
            text: `${BRAND_NAME} is not responsible for the legal advice or services a firm provides. To the extent the law allows, our liability is limited to the fees a firm paid us in the three months before a claim. Nothing in these terms limits rights you have under the Consumer Protection Act.`,
          },
        ],
      },
      {
        id: 'law',
        title: 'Governing law and contact',
        blocks: [{ type: 'p', text: `These terms are governed by the law of the Republic of South Africa. ${contact}` }],
      },
    ],
  },
  privacy: {
    key: 'privacy',
    title: 'Privacy Policy',
    lastUpdated: 'December 2026',
    intro: `${BRAND_NAME} processes personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). This policy says exactly what we store, where, for how long, who receives it, and how to withdraw or erase it. Policy version ${PRIVACY_POLICY_VERSION}.`,
    sections: [
      {
        id: 'summary',
        title: 'Summary in your language',
        blocks: [
          {
            type: 'p',
            text: 'A short summary in each language our clients use. The English privacy policy below is the binding text; the translations are drafts not yet reviewed by a professional translator.',
          },
          ...summaryBlocks,
        ],
      },
      {
        id: 'collect',
        title: 'What we store',
        blocks: [
          recordsTable,
          {
            type: 'p',
            text: 'The matching wizard’s optional household income question never leaves your browser: it only decides whether we show you how to apply for Legal Aid. Half-filled forms are kept in your browser tab (session storage) until you close it or press Quick exit; they are never sent to us.',
          },
        ],
      },
      {
        id: 'consent',
        title: 'What you consent to',
        blocks: [consentTable],
      },
      {
        id: 'where',
        title: 'Where it is kept',
        blocks: [
          {
            type: 'p',
            text: `Our database and server functions run in Google Cloud’s Johannesburg region (${FUNCTIONS_REGION}). The website’s pages themselves contain no personal information. ${crossBorderSentence}`,
          },
        ],
      },
      {
        id: 'matching',
        title: 'How matching uses your information',
        blocks: [
          ...scoreBlocks,
          { type: 'p', text: TIE_BREAK_SENTENCE },
          {
            type: 'p',
            text: 'No decision with legal effect is made about you automatically: you always choose whether to appoint a firm.',
          },
        ],
      },
      {
        id: 'sharing',
        title: 'Who receives it',
        blocks: [
          {
            type: 'list',
            items: [
              'The firm your request is sent to, on any plan: your name, contact details and description, in its dashboard behind its sign-in. The email telling the firm about your request names only the need, the area and a reference',
              'Other firms in your province, only if you tick the box to share your case: they see the need, area and description and whether a person or a business asks, never your name or contact details. If one accepts, we email you its name, and your details go to that firm only if you choose to release them from that email',
              'A firm’s answer to your request, the consultation you book and whether it contacted you: only that firm and you',
              'Our service providers, under written agreements, only to run the service:',
            ],
          },
          processorsTable,
          { type: 'p', text: 'We never sell personal information, and we do not use advertising or analytics trackers.' },
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        blocks: [retentionList, { type: 'p', text: 'These periods are applied automatically every night.' }],
      },
      {
        id: 'rights',
        title: 'Withdrawing, seeing and erasing your information',
        blocks: [
          {
            type: 'p',
            text: `Every email we send you about a request links to that request’s own page, where you can see it, withdraw it (the firm sees that you withdrew it, and other firms no longer see it) or erase your information yourself. You can also email our Information Officer at ${INFORMATION_OFFICER.email} from the address you used. We find everything we hold about that address, send you a copy if you ask for one, and erase it; an erased address is never emailed by us again. Every legal update we email you has a link to unsubscribe with one click. You may also ask us to correct your information or object to its processing. We answer within ${POLICY.generalInquiryResponseHours} hours on working days.`,
          },
          {
            type: 'p',
            text: 'If you are not satisfied, you may complain to the Information Regulator (South Africa), complaints.IR@inforegulator.org.za.',
          },
          {
            type: 'links',
            items: [
              { label: 'Our PAIA manual: how to request records we hold', to: PATHS.paiaManual },
              { label: 'Contact us', to: PATHS.contact },
            ],
          },
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          {
            type: 'p',
            text: 'Information is encrypted in transit and at rest. Access rules in the database let a firm read only the leads sent to it, and only on a plan that shows leads; operators’ changes are recorded in an audit log.',
          },
        ],
      },
      {
        id: 'officer',
        title: 'Information Officer',
        blocks: [
          {
            type: 'p',
            text: `${INFORMATION_OFFICER.title}: ${INFORMATION_OFFICER.email}, ${INFORMATION_OFFICER.postalAddress}.`,
          },
        ],
      },
    ],
  },
  disclaimer: {
    key: 'disclaimer',
    title: 'Disclaimer',
    lastUpdated: 'January 2025',
    intro: `${BRAND_NAME} is a matching service. It does not give legal advice and is not a law firm.`,
    sections: [
      {
        id: 'no-advice',
        title: 'No legal advice',
        blocks: [
          {
            type: 'p',
            text: 'Guides, articles, figures and updates on this site are general information for South African readers. They are not a substitute for advice on your circumstances from a qualified legal practitioner.',
          },
        ],
      },
      {
        id: 'figures',
        title: 'Costs and timelines',
        blocks: [
          {
            type: 'p',
            text: 'Costs and timelines we quote are typical ranges. Your matter may cost more or take longer; ask your lawyer for a written estimate.',
          },
        ],
      },
      {
        id: 'firms',
        title: 'Law firms',
        blocks: [
          {
            type: 'p',
            text: 'Firms are independent. We verify registration with the Legal Practice Council but do not supervise their work and are not responsible for their advice, fees or conduct.',
          },
        ],
      },
      { id: 'contact', title: 'Contact', blocks: [{ type: 'p', text: contact }] },
    ],
  },
  'cookie-policy': {
    key: 'cookie-policy',
    title: 'Cookie Policy',
    lastUpdated: 'December 2026',
    intro: `${BRAND_NAME} sets no cookies of its own and uses no analytics or advertising trackers. This page lists everything the site keeps in your browser instead, including what Google’s sign-in and form-protection scripts keep, and for how long.`,
    sections: [
      {
        id: 'types',
        title: 'What is kept in your browser',
        blocks: [browserStorageTable],
      },
      {
        id: 'control',
        title: 'Your choices',
        blocks: [
          {
            type: 'p',
            text: 'Clients need no account, so nothing identifying you is kept in your browser after you close the tab. You can clear site data in your browser settings at any time; a signed-in firm is then signed out.',
          },
        ],
      },
      { id: 'contact', title: 'Contact', blocks: [{ type: 'p', text: contact }] },
    ],
  },
  eula: {
    key: 'eula',
    title: 'End User Licence Agreement',
    lastUpdated: 'January 2025',
    intro: `This agreement licenses law firms and their staff to use the ${BRAND_NAME} firm dashboard.`,
    sections: [
      {
        id: 'licence',
        title: 'Licence',
        blocks: [
          {
            type: 'p',
            text: `${BRAND_NAME} grants your firm a non-exclusive, non-transferable licence to use the dashboard for receiving and managing client leads while your account is active.`,
          },
        ],
      },
      {
        id: 'restrictions',
        title: 'Restrictions',
        blocks: [
          {
            type: 'list',
            items: [
              'Do not share sign-in details outside your firm',
              'Do not copy, resell or scrape client information',
              'Do not attempt to bypass plan limits or security controls',
            ],
          },
        ],
      },
      {
        id: 'plans',
        title: 'Plans',
        blocks: [
          { type: 'list', items: PLAN_TERMS },
          { type: 'p', text: `${VAT_NOTE}.` },
        ],
      },
      {
        id: 'termination',
        title: 'Termination',
        blocks: [
          {
            type: 'p',
            text: `Either party may end this licence on ${POLICY.terminationNoticeDays} days’ written notice. We may suspend access immediately for misuse of client information.`,
          },
        ],
      },
    ],
  },
  dpa: {
    key: 'dpa',
    title: 'Data Processing Agreement',
    lastUpdated: 'December 2026',
    intro: `This agreement sets out how ${BRAND_NAME} and law firms handle client personal information under POPIA.`,
    sections: [
      {
        id: 'roles',
        title: 'Roles',
        blocks: [
          {
            type: 'p',
            text: `${BRAND_NAME} is the responsible party for matching. Once a firm receives a lead, the firm is a responsible party for its own use of that client’s information.`,
          },
        ],
      },
      {
        id: 'duties',
        title: 'Obligations of the firm',
        blocks: [
          {
            type: 'list',
            items: [
              'Use client information only to respond to the client’s matter',
              'Keep it confidential and secure',
              'Report any security compromise to us without undue delay',
              'Delete or return information when no longer needed',
            ],
          },
        ],
      },
      {
        id: 'retention',
        title: 'Retention',
        blocks: [
          {
            type: 'p',
            text: `Client details on leads are removed ${RETENTION.leadPersonalInfoMonths} months after the request, automatically; firms delete copies they made when no longer needed. Financial records are kept for ${POLICY.financialRecordRetentionYears} years.`,
          },
        ],
      },
      {
        id: 'sub-processors',
        title: 'Sub-processors',
        blocks: [
          {
            type: 'p',
            text: `${BRAND_NAME} uses these sub-processors to run the service; a change to this list changes this annex.`,
          },
          subProcessorAnnex,
        ],
      },
      { id: 'contact', title: 'Contact', blocks: [{ type: 'p', text: contact }] },
    ],
  },
  paia: {
    key: 'paia',
    title: 'PAIA Manual',
    lastUpdated: 'December 2026',
    intro: `This manual is published under section 51 of the Promotion of Access to Information Act 2 of 2000 (PAIA). It tells you which records ${BRAND_NAME} holds and how to ask for them.`,
    sections: [
      {
        id: 'contact',
        title: 'Who to ask',
        blocks: [
          {
            type: 'p',
            text: `${INFORMATION_OFFICER.title}: ${INFORMATION_OFFICER.email}, ${INFORMATION_OFFICER.postalAddress}. ${SUPPLIER.legalName} operates ${BRAND_NAME}.`,
          },
          {
            type: 'p',
            text: 'The Information Regulator publishes a guide on how to use PAIA, in every official language, at inforegulator.org.za.',
          },
        ],
      },
      {
        id: 'records',
        title: 'Records we hold',
        blocks: [
          paiaRecordsTable,
          {
            type: 'p',
            text: `How long each is kept, who receives it and where it is stored is set out in the privacy policy. Our database and server functions run in South Africa (Google Cloud, ${FUNCTIONS_REGION}). ${crossBorderSentence}`,
          },
        ],
      },
      {
        id: 'request',
        title: 'How to request a record',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Complete Form 2 of the PAIA Regulations (published by the Information Regulator) and email it to the Information Officer.',
              'Say which record you want and how you want to receive it; if you ask on behalf of someone else, include their written consent.',
              'We answer within 30 days. A requester asking for their own personal information pays no request fee; other requests may carry the fees the Regulations prescribe, which we tell you before any work starts.',
              'If we refuse, we give the reason and the section of PAIA it rests on; you may complain to the Information Regulator.',
            ],
          },
          { type: 'links', items: [{ label: 'Privacy policy', to: '/privacy' }] },
        ],
      },
    ],
  },
  sla: {
    key: 'sla',
    title: 'Service Level Agreement',
    lastUpdated: 'January 2025',
    intro: `What law firms on ${BRAND_NAME} can expect from our support team.`,
    sections: [
      {
        id: 'hours',
        title: 'Support hours',
        blocks: [
          {
            type: 'p',
            text: `Support is available ${SUPPORT_HOURS}, excluding South African public holidays, at ${SUPPORT_EMAIL}.`,
          },
        ],
      },
      {
        id: 'response',
        title: 'Response times',
        blocks: [
          {
            type: 'table',
            caption: 'Support response times',
            head: ['Request', 'First response'],
            rows: [
              ['Standard issues (for example, a lead or billing problem)', `Within ${POLICY.standardIssueResponseHours} hours`],
              ['General inquiries', `Within ${POLICY.generalInquiryResponseHours} hours`],
            ],
          },
        ],
      },
      {
        id: 'termination',
        title: 'Termination',
        blocks: [
          {
            type: 'p',
            text: `Either party may terminate on ${POLICY.terminationNoticeDays} days’ notice. ${CANCELLATION_TERMS}`,
          },
        ],
      },
    ],
  },
};
