import { BRAND_NAME } from '@/domain/shared/brand';
import ARTICLE_CARDS from './faq-articles.json' with { type: 'json' };
import type { CallToAction, Section } from './types';

interface FaqArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  readTime: string;
  /** Display date; all articles were published in January 2025. */
  date: string;
  /** ISO date for structured data. */
  isoDate: string;
  tags: readonly string[];
}

export interface FaqArticle extends FaqArticleCard {
  description: string;
  /** Full articles have sections; the last three are 'coming soon' placeholders. */
  sections: readonly Section[] | null;
  ctas: readonly CallToAction[];
  related: readonly string[];
  /** The need-lawyer article carries the self-assessment checklist. */
  checklist?: boolean;
  /** Pages a person may need to leave in a hurry (domestic violence) carry the quick exit. */
  quickExit?: boolean;
}

export const EDITORIAL_BYLINE = `${BRAND_NAME} Editorial Team`;
export const COMING_SOON = 'Complete guide coming soon';

const DIVORCE_COSTS: Section[] = [
  {
    id: 'what-decides-cost',
    title: 'What decides the cost of a divorce',
    blocks: [
      {
        type: 'p',
        text: 'The biggest factor is whether you and your spouse agree. An uncontested divorce, where you agree on the children, maintenance and the division of property, is far cheaper than a contested divorce that goes to trial.',
      },
      {
        type: 'p',
        text: 'Across South Africa a divorce typically costs R15,000 to R50,000+, depending on how much you disagree, how complex your estate is and how long the case runs.',
      },
    ],
  },
  {
    id: 'typical-fees',
    title: 'Typical fees',
    blocks: [
      {
        type: 'table',
        caption: 'Typical divorce fees in South Africa',
        head: ['Item', 'Typical cost'],
        rows: [
          ['Divorce overall', 'R15,000 to R50,000+'],
          ['Legal advice from a lawyer', 'R1,500 to R4,000 per hour'],
          ['Document preparation (summons, settlement agreement)', 'R3,000 to R8,000'],
        ],
      },
      {
        type: 'p',
        text: 'Sheriff’s fees for serving the summons, court fees and copies add smaller amounts. Ask any firm for a written estimate before you appoint it.',
      },
    ],
  },
  {
    id: 'legal-aid',
    title: 'If you cannot afford a lawyer',
    blocks: [
      {
        type: 'p',
        text: 'Legal Aid South Africa helps people who earn less than R5,500 per month. Universities’ law clinics and some non-profit organisations also assist with family matters.',
      },
      {
        type: 'note',
        title: 'Tip',
        text: 'Agreeing on as much as possible before you see a lawyer is the single best way to keep costs down.',
      },
    ],
  },
];

const DIVORCE_TIMELINE: Section[] = [
  {
    id: 'uncontested',
    title: 'Uncontested divorce: 6 to 12 weeks',
    blocks: [
      {
        type: 'p',
        text: 'When both spouses sign a settlement agreement, an uncontested divorce usually takes 6 to 12 weeks from issuing the summons to the final decree.',
      },
      {
        type: 'p',
        text: 'After the summons is served, the defendant has a 10-day waiting period to say whether they will defend. If they do not, the matter can be set down on the unopposed roll.',
      },
    ],
  },
  {
    id: 'contested',
    title: 'Contested divorce: 6 to 18 months',
    blocks: [
      {
        type: 'p',
        text: 'A contested divorce usually takes 6 to 18 months, and longer in busy courts or where children’s care, maintenance or large estates are in dispute.',
      },
      {
        type: 'list',
        items: [
          'Summons issued and served',
          'Notice of intention to defend and plea',
          'Discovery of documents and financial disclosure',
          'Pre-trial conferences, often mediation',
          'Trial and final order, unless you settle on the way',
        ],
        ordered: true,
      },
    ],
  },
  {
    id: 'speed-up',
    title: 'How to avoid delays',
    blocks: [
      {
        type: 'list',
        items: [
          'Gather financial documents early',
          'Consider mediation to settle disputes',
          'Respond to your lawyer’s requests quickly',
          'Agree on a parenting plan if you have children',
        ],
      },
    ],
  },
];

const NEED_LAWYER: Section[] = [
  {
    id: 'when-you-can-manage',
    title: 'When you might manage on your own',
    blocks: [
      {
        type: 'p',
        text: 'South African law does not require you to use a lawyer to get divorced. If you agree on everything, have a small estate and are comfortable with paperwork, you can file an uncontested divorce yourself at a regional court.',
      },
      {
        type: 'p',
        text: 'A combined estate under R500,000 is a common rule of thumb for a do-it-yourself divorce: the less there is to divide, the less can go wrong.',
      },
    ],
  },
  {
    id: 'when-you-need-help',
    title: 'When you need a lawyer',
    blocks: [
      {
        type: 'list',
        items: [
          'Your spouse disputes the divorce or the settlement',
          'You have children and cannot agree on care, contact or maintenance',
          'There are pensions, a business, property or debts to divide',
          'There is domestic violence or intimidation',
          'You are married in community of property and unsure what that means for you',
        ],
      },
    ],
  },
];

const CHILD_SUPPORT: Section[] = [
  {
    id: 'same-thing',
    title: 'Child support and child maintenance are the same thing',
    blocks: [
      {
        type: 'p',
        text: 'In South Africa the legal term is maintenance. The Maintenance Act 99 of 1998 says both parents must support their child according to their means, whether or not they were married.',
      },
      {
        type: 'p',
        text: 'Maintenance continues until the child turns 18, or beyond if the child is still studying or has special needs and cannot yet support themselves.',
      },
    ],
  },
  {
    id: 'how-much',
    title: 'How much maintenance is usual',
    blocks: [
      {
        type: 'table',
        caption: 'Typical maintenance per child per month',
        head: ['Household', 'Per child per month'],
        rows: [
          ['Survival', 'R800 to R1,200'],
          ['Basic', 'R1,500 to R3,000'],
          ['Middle class', 'R3,000 to R8,000'],
          ['Upper-middle', 'R8,000 to R15,000+'],
        ],
      },
      {
        type: 'p',
        text: 'The court looks at the child’s actual needs (food, housing, school, medical costs, transport) and at what each parent earns.',
      },
    ],
  },
  {
    id: 'claiming',
    title: 'How to claim',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Go to the maintenance court where the child lives',
          'Complete the application with proof of expenses and income',
          'The maintenance officer investigates and summons the other parent',
          'The court makes an order, by agreement or after a hearing',
        ],
      },
    ],
  },
];

const NOT_PAYING: Section[] = [
  {
    id: 'criminal-offence',
    title: 'Not paying maintenance is a crime',
    blocks: [
      {
        type: 'p',
        text: 'Under the Maintenance Act 99 of 1998, failing to pay maintenance ordered by a court is a criminal offence. A defaulter can be fined or sentenced to imprisonment.',
      },
    ],
  },
  {
    id: 'what-court-can-do',
    title: 'What the court can do',
    blocks: [
      {
        type: 'list',
        items: [
          'Order the employer to deduct maintenance from the salary (an emoluments attachment order)',
          'Attach property or money owed to the defaulter',
          'Attach debts owed to the defaulter, such as rent or investments',
          'Have the defaulter reported to credit bureaus',
          'Convict and sentence the defaulter in a criminal trial',
        ],
      },
    ],
  },
  {
    id: 'what-to-do',
    title: 'What to do if payments stop',
    blocks: [
      {
        type: 'list',
        ordered: true,
        items: [
          'Keep a record of every missed or short payment',
          'Report the default at the maintenance court that made the order',
          'Ask the maintenance officer about enforcement',
          'Speak to a family lawyer if the other parent hides income',
        ],
      },
      {
        type: 'note',
        title: 'Good to know',
        text: 'A parent cannot refuse contact because maintenance is unpaid, and a parent cannot stop paying because contact is refused. The two are separate.',
      },
    ],
  },
];

/** The bodies of the full articles; an article without one is a coming-soon placeholder. */
const BODIES: Record<string, readonly Section[]> = {
  'divorce-costs-south-africa': DIVORCE_COSTS,
  'divorce-timeline-south-africa': DIVORCE_TIMELINE,
  'need-lawyer-divorce-south-africa': NEED_LAWYER,
  'child-support-vs-maintenance': CHILD_SUPPORT,
  'not-paying-child-maintenance-consequences': NOT_PAYING,
};

/** The cards (title, excerpt, dates, tags, links) are data in faq-articles.json; bodies join by slug. */
export const FAQ_ARTICLES: readonly FaqArticle[] = ARTICLE_CARDS.map((card) => ({
  ...card,
  sections: BODIES[card.slug] ?? null,
}));

export function faqArticleBySlug(slug: string | undefined): FaqArticle | undefined {
  return FAQ_ARTICLES.find((a) => a.slug === slug);
}

/** The featured card on /faq-blog. */
export const FEATURED_ARTICLE_SLUG = 'divorce-costs-south-africa';
