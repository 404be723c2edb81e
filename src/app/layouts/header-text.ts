/**
 * The header's words in the page's language (issue 27), the way footer-text.ts does the footer's:
 * English pages keep nav-links.ts, a translated page (/zu/matching, /af, ...) takes `header.*`
 * from its catalog, which the router and the prerenderer load before the page renders. So the
 * prerendered homes (/zu, served without the app) carry their header words in their HTML, and
 * the header pulls no translation runtime into the English pages' entry. The firms' links (For
 * Firms, Join as a Firm, Dashboard) stay English, marked lang="en": firm screens are English.
 */
import { DEFAULT_LOCALE, type Locale } from '@/domain/shared/locales';
import { translatedIfLoaded } from '@/lib/i18n/catalog-loader';
import type { MessageKey } from '@/lib/i18n/runtime';
import { GUIDE_MENU_ITEMS, HEADER_LINKS } from './nav-links';

/** Header link keys by the page they open; a link not named here is a firms' link and stays English. */
const LINK_KEYS: Readonly<Record<string, MessageKey>> = {
  '/how-it-works': 'footer.howItWorks',
  '/blog': 'header.blog',
  '/faq': 'header.faq',
  '/guides/divorce': 'header.guide.divorce',
  '/guides/child-custody': 'header.guide.childCustody',
  '/guides/child-maintenance': 'header.guide.childMaintenance',
  '/faq-blog': 'header.guide.faqArticles',
  '/legal-updates': 'header.guide.legalUpdates',
};

export interface HeaderLink {
  to: string;
  label: string;
  /** 'en' for a firms' link on a translated page. */
  lang?: 'en';
  dividerBefore?: boolean;
}

export function headerText(locale: Locale) {
  const say = (key: MessageKey, english: string) =>
    locale === DEFAULT_LOCALE ? english : (translatedIfLoaded(locale, key) ?? english);
  const link = (l: { to: string; label: string; dividerBefore?: boolean }): HeaderLink => {
    const key = LINK_KEYS[l.to];
    return {
      to: l.to,
      label: key ? say(key, l.label) : l.label,
      ...(key || locale === DEFAULT_LOCALE ? {} : { lang: 'en' as const }),
      ...(l.dividerBefore ? { dividerBefore: true } : {}),
    };
  };
  return {
    skip: say('header.skip', 'Skip to content'),
    mainNav: say('header.mainNav', 'Main'),
    mobileNav: say('header.mobileNav', 'Mobile'),
    openMenu: say('header.openMenu', 'Open menu'),
    closeMenu: say('header.closeMenu', 'Close menu'),
    legalGuides: say('header.legalGuides', 'Legal Guides'),
    /** 'Join as a Firm' and 'Dashboard' are firms' words: English, marked so on a translated page. */
    firmsLang: locale === DEFAULT_LOCALE ? undefined : ('en' as const),
    before: HEADER_LINKS.before.map(link),
    after: HEADER_LINKS.after.map(link),
    guides: GUIDE_MENU_ITEMS.map(link),
  };
}
