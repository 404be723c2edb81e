import { RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
import { SCORE_SUMMARY } from '@/domain/matching/points';
import { SITE_FIGURES, RESPONSE_PROMISE, BRAND_NAME } from '@/domain/shared/brand';
import type { FaqItem } from './types';

export const FEATURE_CARDS = [
  {
    title: 'Smart Matching',
    text: 'Our matching compares your legal need and location with each firm’s practice areas and service areas, and puts the closest fit first.',
  },
  {
    title: 'Verified Experts',
    text: 'Every firm is registered with the Legal Practice Council: we check it on the Legal Practice Council roll, and its Fidelity Fund certificate where the practice needs one, before it can receive matches.',
  },
  { title: 'Quick Response', text: `Matched firms contact you ${RESPONSE_PROMISE}, by phone or email, at no cost to you.` },
] as const;

export const HOW_IT_WORKS_STEPS = [
  { title: 'Swipe Right', text: 'Tell us what happened and where you are, in plain language. It takes about two minutes.' },
  { title: 'Perfect Match', text: `We score verified firms on ${SCORE_SUMMARY}, and pick the best fit for your matter.` },
  { title: 'Connect', text: 'Your details go only to the firm you are matched with, so you talk to one firm, not twenty.' },
  { title: 'Quick Response', text: `The firm contacts you ${RESPONSE_PROMISE} to discuss your matter and its fees.` },
] as const;

export const WHY_CHOOSE = [
  {
    title: 'Expert Legal Help',
    text: `Firms across ${SITE_FIGURES.practiceAreaCountLabel} practice areas, from family and labour law to property and commercial matters.`,
  },
  {
    title: 'Verified Firms',
    // The pause rule's own words (response-pause-rule.ts): what the lapse trigger does, exactly.
    text: `We only list firms registered with the Legal Practice Council, and ${RESPONSE_PAUSE_MESSAGES.homePromise}.`,
  },
  { title: 'Free to Use', text: 'Matching costs you nothing. There are no hidden costs and no obligation to appoint the firm.' },
] as const;

export interface TrustItem {
  id: string;
  title: string;
  description: string;
  color: 'blue' | 'green' | 'purple' | 'orange';
}

export const TRUST_ITEMS: readonly TrustItem[] = [
  {
    id: 'lpc',
    title: 'Legal Practice Council verified',
    description:
      'We check every firm on the Legal Practice Council roll, and its Fidelity Fund certificate where needed, before it can receive a match.',
    color: 'blue',
  },
  {
    id: 'free',
    title: 'Completely free',
    description: 'You pay nothing to be matched. Firms pay for premium listings, never for your details.',
    color: 'green',
  },
  {
    id: 'secure',
    title: 'Secure and private',
    description: 'Your information is encrypted in transit, handled under POPIA and shared only with your matched firm.',
    color: 'purple',
  },
  {
    id: 'sa',
    title: 'Built for South Africans',
    description: 'Designed around South African law, courts and provinces, from Cape Town to Polokwane.',
    color: 'orange',
  },
];

export const TRUST_STRIP = ['Active matching platform', 'Verified lawyers only', 'Secure & private'] as const;

export interface HomeFaq extends FaqItem {
  category: 'cost' | 'process' | 'security' | 'service';
}

export const HOME_FAQS: readonly HomeFaq[] = [
  {
    id: 'cost-free',
    category: 'cost',
    question: `Is ${BRAND_NAME} really free?`,
    answer:
      'Yes. Matching is free for individuals and businesses, with no hidden costs and no obligation. We earn our money from premium services that law firms pay for.',
  },
  {
    id: 'cost-lawyer',
    category: 'cost',
    question: 'Will I have to pay the lawyer?',
    answer:
      'If you decide to appoint the firm, you pay the firm directly for its legal work. Ask about consultation fees and an estimate before you agree to anything.',
  },
  {
    id: 'process-how',
    category: 'process',
    question: 'How does the matching work?',
    answer: `You describe your legal need and where you are. We score verified firms on ${SCORE_SUMMARY}, and connect you with the best match.`,
  },
  {
    id: 'process-time',
    category: 'process',
    question: 'How quickly will a firm contact me?',
    answer: `Matched firms aim to contact you ${RESPONSE_PROMISE}. If your matter is urgent, say so in your description.`,
  },
  {
    id: 'security-data',
    category: 'security',
    question: 'Who sees my personal information?',
    answer:
      'Only the firm you are matched with, and our support team when you ask for help. We never sell your information. See our Privacy Policy for details.',
  },
  {
    id: 'security-popia',
    category: 'security',
    question: 'Is my information protected?',
    answer:
      'Yes. We process personal information under the Protection of Personal Information Act (POPIA), store it securely and keep it only as long as we need it.',
  },
  {
    id: 'service-areas',
    category: 'service',
    question: 'What kinds of legal problems can you help with?',
    answer: `Firms on ${BRAND_NAME} cover ${SITE_FIGURES.practiceAreaCountLabel} practice areas, including divorce, child maintenance, evictions, unfair dismissal, criminal defence, debt and business disputes.`,
  },
  {
    id: 'service-where',
    category: 'service',
    question: 'Do you cover my area?',
    answer:
      'We match clients in all nine provinces, from the big metros to smaller towns. If no firm serves your town, we look for the closest match.',
  },
];
