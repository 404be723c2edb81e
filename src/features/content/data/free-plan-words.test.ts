/**
 * The free plan's promise (docs/firms.md, "Free plan") is said in the same words wherever a
 * page says it: the plan card, the FAQ, the terms and the privacy policy. The behaviour behind
 * the words is proven by tests/rules/leads-free-firm.test.ts, tests/integration/free-plan-leads.test.ts,
 * tests/integration/lead-mail.test.ts and e2e/free-plan-lead.spec.ts.
 */
import { FREE_PLAN_LEADS_LINE, PAID_ONLY_LEAD_FEATURES } from '@/domain/leads/free-plan';
import { PLANS } from '@/domain/payments/plans';
import { FAQ_PAGE_ITEMS } from './faq';
import { LEGAL_DOCUMENTS, PLAN_TERMS } from './legal-pages';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

it('the free plan card leads with the client’s contact details', () => {
  expect(PLANS.free.features[0]).toBe(FREE_PLAN_LEADS_LINE);
  expect(FREE_PLAN_LEADS_LINE).toBe(`Up to ${PLANS.free.monthlyLeads} leads a month, with the client’s contact details`);
});

it('the FAQ for firms and the terms say the same, and name what stays paid', () => {
  const firms = FAQ_PAGE_ITEMS.find((q) => q.id === 'firms')!.answer;
  const terms = PLAN_TERMS.find((line) => line.startsWith(`${PLANS.free.name}:`))!;
  for (const text of [firms, terms]) {
    expect(text).toContain(lowerFirst(FREE_PLAN_LEADS_LINE));
    expect(text).toMatch(/marks? each lead contacted/);
    expect(text).toContain('logo and description');
    expect(text).toContain(PAID_ONLY_LEAD_FEATURES);
  }
});

it('the privacy policy says every plan’s firm sees the client in its dashboard and the email names no one', () => {
  const sharing = JSON.stringify(LEGAL_DOCUMENTS.privacy.sections.find((s) => s.id === 'sharing')!.blocks);
  expect(sharing).toContain('The firm your request is sent to, on any plan: your name, contact details and description');
  expect(sharing).toContain('names only the need, the area and a reference');
  expect(sharing).not.toContain('until it upgrades');
});
