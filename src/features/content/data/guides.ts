import type { Section } from './types';

export interface Guide {
  slug: 'divorce' | 'child-custody' | 'child-maintenance';
  title: string;
  lead: string;
  updated: string;
  isoDate: string;
  sections: readonly Section[];
  ctaTitle: string;
}

export const GUIDES: readonly Guide[] = [
  {
    slug: 'divorce',
    title: 'Divorce in South Africa: The Complete Guide',
    lead: 'How divorce works under the Divorce Act 70 of 1979: uncontested and contested divorce, what it costs, how long it takes, and what happens to children and property.',
    updated: 'January 2025',
    isoDate: '2025-01-10',
    ctaTitle: 'Get matched with a divorce lawyer',
    sections: [
      {
        id: 'grounds',
        title: 'Grounds for divorce',
        blocks: [
          {
            type: 'p',
            text: 'A court grants a divorce when the marriage has irretrievably broken down, or because of a spouse’s mental illness or continuous unconsciousness. Breakdown can be shown, for example, by a year of living apart, adultery or a spouse’s imprisonment as a habitual criminal.',
          },
          { type: 'p', text: 'Civil marriages, customary marriages and civil unions are all dissolved by a court.' },
        ],
      },
      {
        id: 'uncontested-vs-contested',
        title: 'Uncontested or contested?',
        blocks: [
          {
            type: 'p',
            text: 'In an uncontested divorce both spouses agree on everything and sign a settlement agreement. It can be finalised in about 6-8 weeks and costs the least.',
          },
          {
            type: 'p',
            text: 'A contested divorce is one where you disagree about the divorce itself, the children, maintenance or property. It usually takes 6-18 months and can cost R15,000 to R50,000+.',
          },
          {
            type: 'table',
            caption: 'Uncontested and contested divorce compared',
            head: ['', 'Uncontested', 'Contested'],
            rows: [
              ['Typical duration', '6-8 weeks', '6-18 months'],
              ['Court appearance', 'Short, often one appearance', 'Pre-trial steps and possibly a trial'],
              ['Cost', 'Lowest', 'R15,000 to R50,000+'],
            ],
          },
        ],
      },
      {
        id: 'steps',
        title: 'The steps of a divorce',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Draft the summons (and settlement agreement if you agree)',
              'Issue the summons at the regional court or High Court',
              'The sheriff serves the summons on your spouse',
              'Your spouse has 10 court days to defend',
              'Set the matter down and attend court',
              'The court grants the final decree of divorce',
            ],
          },
        ],
      },
      {
        id: 'children',
        title: 'Children',
        blocks: [
          {
            type: 'p',
            text: 'The court must be satisfied that arrangements for the children are in their best interests. The Family Advocate may review the parenting plan and interview parents and children.',
          },
          {
            type: 'p',
            text: 'Care, contact and maintenance are set out in the settlement agreement or decided by the court. See our child custody and child maintenance guides.',
          },
        ],
      },
      {
        id: 'property',
        title: 'Property and matrimonial regime',
        blocks: [
          {
            type: 'list',
            items: [
              'In community of property: the joint estate is usually divided in half.',
              'Out of community with accrual: the growth in each estate during the marriage is shared.',
              'Out of community without accrual: each spouse keeps their own estate, subject to any redistribution the court may order.',
            ],
          },
          { type: 'p', text: 'Pension interests form part of the estate and can be divided by a clause in the divorce order.' },
        ],
      },
      {
        id: 'costs',
        title: 'Costs and help with fees',
        blocks: [
          {
            type: 'list',
            items: [
              'Lawyer advice: R1,500 to R4,000 per hour',
              'Document preparation: R3,000 to R8,000',
              'Whole divorce: R15,000 to R50,000+',
            ],
          },
          { type: 'p', text: 'If you earn less than R5,500 per month, Legal Aid South Africa may assist you.' },
        ],
      },
    ],
  },
  {
    slug: 'child-custody',
    title: 'Child Custody in South Africa: A Guide for Parents',
    lead: 'Under the Children’s Act 38 of 2005, “custody” and “access” became care and contact. How parental rights work and how the courts decide.',
    updated: 'January 2025',
    isoDate: '2025-01-12',
    ctaTitle: 'Get matched with a family lawyer',
    sections: [
      {
        id: 'care-and-contact',
        title: 'Care and contact',
        blocks: [
          {
            type: 'p',
            text: 'Care means the day-to-day responsibility for a child: where the child lives, schooling, health and upbringing. Contact means maintaining a relationship with the child, through visits, holidays and phone or video calls.',
          },
          {
            type: 'p',
            text: 'Parents can share care (joint or shared residence) or one parent can have primary care with the other having contact.',
          },
        ],
      },
      {
        id: 'parental-rights',
        title: 'Who has parental rights and responsibilities',
        blocks: [
          {
            type: 'p',
            text: 'A mother always has full parental responsibilities and rights. A father has them if he was married to the mother, or, if unmarried, if he lived with the mother in a permanent life partnership at the birth, or consented to be identified as the father, contributes to the child’s upbringing and maintenance in good faith.',
          },
        ],
      },
      {
        id: 'best-interests',
        title: 'The best interests of the child',
        blocks: [
          {
            type: 'p',
            text: 'Every decision about a child must be in the child’s best interests. The court considers factors such as:',
          },
          {
            type: 'list',
            items: [
              'the child’s relationship with each parent',
              'each parent’s ability to care for the child',
              'the child’s age, maturity and wishes',
              'the need for stability and to stay with siblings',
              'any history of violence or abuse',
            ],
          },
        ],
      },
      {
        id: 'parenting-plans',
        title: 'Parenting plans',
        blocks: [
          {
            type: 'p',
            text: 'Co-holders of parental responsibilities who struggle to agree are expected to work out a parenting plan, with help from the Family Advocate, a social worker or a mediator if needed. A plan can be registered with the Family Advocate or made an order of court.',
          },
        ],
      },
      {
        id: 'relocation',
        title: 'Moving with a child',
        blocks: [
          {
            type: 'p',
            text: 'A parent who wants to move far away or abroad with a child needs the other parent’s consent or a court order. Taking a child out of the country without consent may trigger proceedings under the Hague Convention.',
          },
        ],
      },
    ],
  },
  {
    slug: 'child-maintenance',
    title: 'Child Maintenance in South Africa: A Practical Guide',
    lead: 'How child maintenance works under the Maintenance Act 99 of 1998: who pays, how much, how to claim and what happens when it is not paid.',
    updated: 'January 2025',
    isoDate: '2025-01-14',
    ctaTitle: 'Get matched with a maintenance lawyer',
    sections: [
      {
        id: 'duty',
        title: 'The duty to support',
        blocks: [
          {
            type: 'p',
            text: 'Both parents must support their children according to their means, whether they were married, divorced or never lived together. The duty continues until the child turns 18, or beyond if the child is still studying or has special needs.',
          },
        ],
      },
      {
        id: 'amounts',
        title: 'How much maintenance?',
        blocks: [
          {
            type: 'table',
            caption: 'Typical maintenance per child per month by income band',
            head: ['Income band', 'Per child per month'],
            rows: [
              ['Lower income', 'R500 to R1,500'],
              ['Middle income', 'R1,500 to R5,000'],
              ['Higher income', 'R5,000+'],
            ],
          },
          {
            type: 'p',
            text: 'There is no fixed formula. The court looks at the child’s reasonable needs and each parent’s income and expenses.',
          },
        ],
      },
      {
        id: 'claiming',
        title: 'How to claim maintenance',
        blocks: [
          {
            type: 'list',
            ordered: true,
            items: [
              'Apply at the maintenance court in the district where the child lives',
              'Bring the child’s birth certificate, your ID and proof of income and expenses',
              'The maintenance officer investigates and summons the other parent',
              'The parents may agree, or the court decides after an enquiry',
            ],
          },
          {
            type: 'p',
            text: 'Applying at the maintenance court is free; you do not need a lawyer, although one can help when the other parent hides income.',
          },
        ],
      },
      {
        id: 'enforcement',
        title: 'When maintenance is not paid',
        blocks: [
          {
            type: 'p',
            text: 'Failing to pay maintenance is a criminal offence. The court can order salary deductions, attach property or debts owed to the defaulter, and the defaulter can be reported to credit bureaus.',
          },
        ],
      },
      {
        id: 'changes',
        title: 'Changing a maintenance order',
        blocks: [
          {
            type: 'p',
            text: 'Either parent may ask the maintenance court to increase, reduce or end an order when circumstances change, for example after a job loss or as the child’s needs grow. Keep paying the current amount until the court changes it.',
          },
        ],
      },
    ],
  },
];

export function guideBySlug(slug: Guide['slug']): Guide {
  return GUIDES.find((g) => g.slug === slug)!;
}
