import { FREE_PLAN_LEADS_LINE, PAID_ONLY_LEAD_FEATURES } from '@/domain/leads/free-plan';
import { SCORE_SUMMARY } from '@/domain/matching/points';
import { TIE_BREAK_SENTENCE } from '@/domain/matching/ranking-text';
import { SITE_FIGURES, RESPONSE_PROMISE, SUPPORT_EMAIL, SUPPORT_HOURS, BRAND_NAME } from '@/domain/shared/brand';
import type { FaqItem } from './types';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The nine questions of /faq (cost, process, security, service). */
export const FAQ_PAGE_ITEMS: readonly FaqItem[] = [
  {
    id: 'free',
    question: `Is it really free to use ${BRAND_NAME}?`,
    answer: `Yes. Clients pay nothing to be matched, with no hidden costs and no obligation to appoint the firm. ${BRAND_NAME} earns its money from premium services sold to law firms.`,
  },
  {
    id: 'how-matching-works',
    question: `How does ${BRAND_NAME} match me with a law firm?`,
    answer: `You tell us your legal need, province and town. We score each verified firm on ${SCORE_SUMMARY}, and connect you with the best-matched firm. ${TIE_BREAK_SENTENCE}`,
  },
  {
    id: 'response-time',
    question: 'How soon will I hear from a lawyer?',
    answer: `Matched firms aim to contact you ${RESPONSE_PROMISE}. If you have not heard from anyone by then, email ${SUPPORT_EMAIL} and we will follow up.`,
  },
  {
    id: 'verified',
    question: 'Are the law firms verified?',
    answer:
      'Yes. Before a firm can receive matches we check it on the Legal Practice Council roll and, where the practice needs one, its Fidelity Fund certificate for the current year. A firm whose certificate year has ended is not matched until we have checked the new one, and we suspend firms when there is cause.',
  },
  {
    id: 'data',
    question: 'What happens to my personal information?',
    answer:
      'We share your details only with the firm you are matched with. We process personal information in line with POPIA, never sell it and delete it when it is no longer needed.',
  },
  {
    id: 'obligation',
    question: 'Do I have to hire the firm I am matched with?',
    answer: 'No. Speak to the firm, ask about its fees and experience, and decide for yourself. You are free to look elsewhere.',
  },
  {
    id: 'practice-areas',
    question: 'What areas of law do you cover?',
    answer: `Firms on ${BRAND_NAME} cover ${SITE_FIGURES.practiceAreaCountLabel} practice areas, including family law, criminal law, labour law, property and evictions, debt and collections, wills and estates and immigration.`,
  },
  {
    id: 'businesses',
    question: `Can businesses use ${BRAND_NAME}?`,
    answer: 'Yes. Businesses can be matched for debt collection and for commercial, contract and employment matters.',
  },
  {
    id: 'firms',
    question: 'I am a lawyer. How can my firm join?',
    answer: `Register your firm under Join as a Firm. The Basic plan is free: ${lowerFirst(FREE_PLAN_LEADS_LINE)}, shown in your dashboard, where you mark each lead contacted, and you can change your logo and description at any time. Paid plans add unlimited leads, ${PAID_ONLY_LEAD_FEATURES}. Support is available ${SUPPORT_HOURS}.`,
  },
];
