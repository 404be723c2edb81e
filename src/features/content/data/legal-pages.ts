import { BRAND_NAME, POLICY, RESPONSE_PROMISE, SUPPORT_EMAIL, SUPPORT_HOURS } from '@/domain/brand';
import { formatRand, PLANS, VAT_NOTE, VAT_SUFFIX } from '@/domain/plans';
import type { Section } from './types';

export interface LegalDocument {
  key: 'terms' | 'privacy' | 'disclaimer' | 'cookie-policy' | 'eula' | 'dpa' | 'sla';
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

/** Plan lines for the terms and EULA, read from PLANS so the legal text never disagrees with checkout. */
export const PLAN_TERMS: readonly string[] = [
  `${free.name}: free, ${leads(free.monthlyLeads)}.`,
  `${premium.name}: ${price(premium)}, ${leads(premium.monthlyLeads)}${premium.freeMonths ? `, with ${premium.freeMonths} month free` : ''}.`,
  `${plus.name}: ${price(plus)}, ${leads(plus.monthlyLeads)}, priority on equal matches and a highlighted profile.`,
];

const contact = `Questions about this document: ${SUPPORT_EMAIL}, ${SUPPORT_HOURS}.`;

export const LEGAL_DOCUMENTS: Record<LegalDocument['key'], LegalDocument> = {
  terms: {
    key: 'terms',
    title: 'Terms of Service',
    lastUpdated: 'January 2025',
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
          {
            type: 'p',
            text: `${VAT_NOTE}. Paid plans are billed monthly in advance through PayFast and run month to month until cancelled. Firms may cancel at any time; ${POLICY.terminationNoticeDays} days’ notice applies to termination of the agreement, and access continues until the end of the paid period.`,
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
    lastUpdated: 'January 2025',
    intro: `${BRAND_NAME} processes personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA). This policy explains what we collect, why, who sees it and how long we keep it.`,
    sections: [
      {
        id: 'collect',
        title: 'What we collect',
        blocks: [
          {
            type: 'list',
            items: [
              'Clients: name, email, province, city or town, and a description of the legal need',
              'Businesses: company name, contact person, email and service details',
              'Law firms: firm and contact details, Legal Practice Council number, billing records',
              'Technical data: essential cookies and, with consent, analytics',
            ],
          },
        ],
      },
      {
        id: 'matching',
        title: 'How matching uses your information',
        blocks: [
          {
            type: 'p',
            text: 'We match you with firms using a weighting of location 40%, practice area 40%, and urgency and budget 20%. No decision with legal effect is made about you automatically: you always choose whether to appoint a firm.',
          },
        ],
      },
      {
        id: 'sharing',
        title: 'Who we share it with',
        blocks: [
          {
            type: 'p',
            text: 'Your matter goes only to the firm you are matched with and, where you agree, to other firms in your province. We use service providers for hosting, email and payments under written agreements. We never sell personal information.',
          },
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        blocks: [
          {
            type: 'list',
            items: [
              `Inactive accounts: deleted after ${POLICY.inactiveAccountRetentionMonths} months`,
              `Financial records: kept for ${POLICY.financialRecordRetentionYears} years, as tax law requires`,
              'Match requests: kept only as long as needed to provide the service and resolve queries',
            ],
          },
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        blocks: [
          {
            type: 'p',
            text: `You may ask to see, correct or delete your personal information, or object to its processing, by emailing ${SUPPORT_EMAIL}. We answer general inquiries within ${POLICY.generalInquiryResponseHours} hours. You may also complain to the Information Regulator.`,
          },
        ],
      },
      {
        id: 'security',
        title: 'Security',
        blocks: [
          {
            type: 'p',
            text: 'Information is encrypted in transit, access is limited to people who need it, and firms can only read the leads assigned to them.',
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
    lastUpdated: 'January 2025',
    intro: 'Cookies are small files stored by your browser. This policy explains which ones we use and for how long.',
    sections: [
      {
        id: 'types',
        title: 'Cookies we use',
        blocks: [
          {
            type: 'table',
            caption: 'Cookies and how long they last',
            head: ['Type', 'Purpose', 'Duration'],
            rows: [
              ['Essential', 'Sign-in for law firms, security, remembering your choices', 'Session'],
              ['Persistent preferences', 'Remembering settings between visits', `Up to ${POLICY.persistentCookieMonths} months`],
              [
                'Analytics (with consent)',
                'Understanding how the site is used, in aggregate',
                `${POLICY.analyticsCookieMonths} months`,
              ],
            ],
          },
        ],
      },
      {
        id: 'control',
        title: 'Your choices',
        blocks: [
          {
            type: 'p',
            text: 'You can refuse analytics cookies and delete cookies in your browser settings. Essential cookies are needed for sign-in and security.',
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
    lastUpdated: 'January 2025',
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
            text: `Inactive accounts are deleted after ${POLICY.inactiveAccountRetentionMonths} months; financial records are kept for ${POLICY.financialRecordRetentionYears} years.`,
          },
        ],
      },
      { id: 'contact', title: 'Contact', blocks: [{ type: 'p', text: contact }] },
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
            text: `Either party may terminate on ${POLICY.terminationNoticeDays} days’ notice. Paid plans can also be cancelled at any time from the dashboard and end at the close of the paid month.`,
          },
        ],
      },
    ],
  },
};
