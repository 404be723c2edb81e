/**
 * The firm card's words in the results page's language (issue 27). The scorer writes a match
 * reason in English ("Serves Soweto", "Handles Divorce"), shared with the server and the firm's
 * lead; it is translated here, at the UI edge, by its fixed English pattern, and a practice area's
 * name (a category, subcategory or item) by src/domain/i18n/area-names.ts.
 */
import type { FirmCardWords } from '@/components/firm-card-words';
import { formatResponseMinutes, RESPONSE_STATS_WINDOW_DAYS } from '@/domain/firms/response-words';
import { englishNameIn } from '@/domain/i18n/area-names';
import type { MatchReason } from '@/domain/matching/score';
import { formatRand } from '@/domain/shared/money';
import type { Locale } from '@/domain/shared/locales';
import { t, type MessageKey } from '@/lib/i18n/runtime';

/** English reason patterns, in the order the scorer can produce them; `{x}` is the part kept. */
const REASON_PATTERNS: readonly [RegExp, MessageKey, 'place' | 'area' | 'languages' | 'language' | null][] = [
  [/^Speaks (.+), your language$/, 'card.reason.speaksYours', 'language'],
  [/^Speaks (.+)$/, 'card.reason.speaks', 'languages'],
  [/^Based in (.+)$/, 'card.reason.basedIn', 'place'],
  [/^Serves clients in (.+)$/, 'card.reason.servesClientsIn', 'place'],
  [/^Serves (.+)$/, 'card.reason.serves', 'place'],
  [/^Covers (.+)$/, 'card.reason.covers', 'place'],
  [/^Offers debt collection services$/, 'card.reason.collections', null],
  [/^Offers general business legal services$/, 'card.reason.business', null],
  [/^Handles (.+)$/, 'card.reason.handles', 'area'],
  [/^Practises (.+)$/, 'card.reason.practises', 'area'],
  [/^Experience in (.+)$/, 'card.reason.experience', 'area'],
];

/** "English, isiZulu and Afrikaans" → "English, isiZulu, Afrikaans": the names are endonyms already. */
const languageList = (english: string) => english.replace(/ and (?=[^,]+$)/, ', ');

export function translateReason(reason: MatchReason, locale: Locale): string {
  if (locale === 'en') return reason.description;
  for (const [pattern, key, part] of REASON_PATTERNS) {
    const found = pattern.exec(reason.description);
    if (!found) continue;
    if (part === null) return t(key);
    const kept = found[1]!;
    const value = part === 'area' ? englishNameIn(kept, locale, t) : part === 'languages' ? languageList(kept) : kept;
    return t(key, { [part]: value });
  }
  return reason.description;
}

const REASON_LABELS: Record<string, MessageKey> = {
  location: 'card.reasonLabel.location',
  expertise: 'card.reasonLabel.expertise',
  language: 'card.reasonLabel.language',
  response_time: 'card.reasonLabel.response',
};

const PLAN_KEYS = { free: 'card.plan.free', premium: 'card.plan.premium', premium_plus: 'card.plan.premiumPlus' } as const;
const METHOD_KEYS = {
  'in-person': 'card.method.inPerson',
  virtual: 'card.method.virtual',
  telephonic: 'card.method.telephonic',
} as const;

/** Built during render, after the LocaleGate activated the page's locale. */
export function translatedCardWords(locale: Locale): FirmCardWords {
  return {
    match: t('card.match'),
    plan: (id) => t(PLAN_KEYS[id] ?? 'card.plan.free'),
    team: (size) => t('card.team', { size }),
    medianResponse: (minutes) =>
      t('card.medianResponse', { time: formatResponseMinutes(minutes), days: RESPONSE_STATS_WINDOW_DAYS }),
    verified: (verification) => {
      if (!verification || verification.state !== 'verified') return null;
      const fidelity = verification.checks.includes('fidelity-fund-certificate') && verification.validThroughYear !== null;
      return fidelity ? t('card.verifiedWithFidelity', { year: String(verification.validThroughYear) }) : t('card.verified');
    },
    noReviews: t('card.noReviews'),
    reviews: (count) => t('card.reviews', { count }),
    whyMatches: t('card.whyMatches'),
    reasonLabel: (type) => t(REASON_LABELS[type] ?? 'card.reasonLabel.other'),
    reason: (reason) => translateReason(reason, locale),
    moreDetails: t('card.moreDetails'),
    hideDetails: t('card.hideDetails'),
    languages: t('card.languages'),
    notListed: t('card.notListed'),
    consultationFee: t('card.consultationFee'),
    fee: (rand) => (rand > 0 ? formatRand(rand, locale) : t('card.freeFirstConsultation')),
    consultationMethods: t('card.consultationMethods'),
    method: (id) => (METHOD_KEYS[id] ? t(METHOD_KEYS[id]) : id),
  };
}
