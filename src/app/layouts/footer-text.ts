/**
 * The footer's words in the page's language (issue 27). English pages keep the English of
 * nav-links.ts and brand.ts; a translated page (/zu/matching, /af, ...) takes `footer.*` from its
 * catalog, which is loaded before it renders, so the footer needs no catalog of its own and the
 * English pages' entry carries no translation runtime. The firms' group stays English, marked
 * lang="en": firm screens are English (docs/i18n.md).
 */
import { BRAND_NAME, RESPONSE_PROMISE, RESPONSE_PROMISE_BUSINESS_HOURS, SUPPORT_HOURS } from '@/domain/shared/brand';
import { localizedPath } from '@/domain/shared/locale-paths';
import { PATHS } from '@/domain/shared/site';
import { DEFAULT_LOCALE, type Locale } from '@/domain/shared/locales';
import { translatedIfLoaded } from '@/lib/i18n/catalog-loader';
import type { MessageKey, MessageValues } from '@/lib/i18n/runtime';
import { FOOTER_GROUPS } from './nav-links';

const WORKING_DAY_HOURS = 8;

/** Footer link keys by the English page they open. */
const LINK_KEYS: Readonly<Record<string, MessageKey>> = {
  '/': 'footer.home',
  '/how-it-works': 'footer.howItWorks',
  '/featured-firms': 'footer.featuredFirms',
  '/matching': 'footer.getMatched',
  '/contact': 'footer.contact',
  '/terms': 'footer.terms',
  '/privacy': 'footer.privacy',
  '/disclaimer': 'footer.disclaimer',
  '/cookie-policy': 'footer.cookies',
  '/legal/eula': 'footer.eula',
  '/legal/dpa': 'footer.dpa',
  '/legal/sla': 'footer.sla',
  [PATHS.paiaManual]: 'footer.paia',
};
/** Pages that exist in every language: the footer links to the page's own language version. */
const TRANSLATED_LINKS = new Set(['/', '/matching']);

const GROUP_IDS = ['brand', 'firms', 'legal'] as const;

export function footerText(locale: Locale) {
  const say = (key: MessageKey, english: string, values?: MessageValues) =>
    locale === DEFAULT_LOCALE ? english : (translatedIfLoaded(locale, key, values) ?? english);
  const promise = say('common.responsePromise', RESPONSE_PROMISE, {
    hours: RESPONSE_PROMISE_BUSINESS_HOURS,
    days: RESPONSE_PROMISE_BUSINESS_HOURS / WORKING_DAY_HOURS,
  });
  const words = {
    blurb: say('footer.blurb', `Free matching with verified South African law firms. Firms respond ${promise}.`, { promise }),
    support: say('footer.support', 'Support:'),
    supportHours: say('footer.supportHours', SUPPORT_HOURS),
    notAdvice: say('footer.notAdvice', `${BRAND_NAME} is a matching service and does not give legal advice.`, {
      brand: BRAND_NAME,
    }),
    madeIn: say('footer.madeIn', 'Made in South Africa · Prices include VAT'),
  };
  const groups = FOOTER_GROUPS.map((group, i) => {
    const id = GROUP_IDS[i] ?? group.title;
    const translated = id !== 'firms';
    return {
      id,
      title: id === 'legal' ? say('footer.legal', group.title) : group.title,
      lang: translated || locale === DEFAULT_LOCALE ? undefined : 'en',
      links: group.links.map((link) => {
        const key = translated ? LINK_KEYS[link.to] : undefined;
        return {
          to: TRANSLATED_LINKS.has(link.to) ? localizedPath(link.to, locale) : link.to,
          label: key ? say(key, link.label) : link.label,
        };
      }),
    };
  });
  return { words, groups };
}
