import type { LeadFit } from '../leads/reports';
import { locationTier, practiceTier, type MatchableFirm, type MatchCriteria, type PracticeTier } from './score';

/** The practice tiers that mean "none of the firm's listed practice areas": the scorer's floor. */
const NO_PRACTICE_FIT: ReadonlySet<PracticeTier> = new Set<PracticeTier>(['none', 'collectionsOther', 'businessOther']);

type FitFirm = Pick<
  MatchableFirm,
  'primaryCity' | 'cities' | 'primaryServiceArea' | 'province' | 'practiceAreas' | 'businessServices'
>;

/**
 * Whether a request fitted a firm, by the scorer's own tiers: any place tier above "elsewhere",
 * any practice tier above the floor. Written on the lead at creation (lead-reports.ts, leadFit),
 * so a "wrong area" or "wrong legal need" report is judged by the firm as it was then.
 */
export function leadFit(firm: FitFirm, criteria: MatchCriteria): LeadFit {
  return { area: locationTier(firm, criteria) !== 'none', practiceArea: !NO_PRACTICE_FIT.has(practiceTier(firm, criteria)) };
}
