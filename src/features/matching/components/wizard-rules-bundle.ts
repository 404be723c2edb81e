// The wizard's rules as one module (wizard-rules.ts): /matching's first load then names one chunk
// to fetch on the first touch instead of six.
export * from '@/domain/matching/criteria';
export * from '@/domain/matching/wizard';
export * from '@/domain/matching/legal-need-search';
export { categoryOfSubcategory, findSubcategory } from '@/domain/matching/practice-areas';
export { LEGAL_CATEGORIES } from '@/domain/matching/taxonomy';
export { MATCH_MESSAGES } from '@/domain/leads/leads';
