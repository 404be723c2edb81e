import { LOCALE_CODES } from '@/domain/shared/locales';
import { activate, installCatalog } from '@/lib/i18n/runtime';
import { FEATURE_CARDS, HOME_FAQS, HOW_IT_WORKS_STEPS, TRUST_ITEMS, TRUST_STRIP, WHY_CHOOSE } from './home';
import { homeText } from './home-text';

beforeAll(async () => {
  for (const locale of LOCALE_CODES) await installCatalog(locale, 'home');
});

describe('the home page in every language', () => {
  it('reads in English exactly as the rest of the site words it (data/home.ts)', () => {
    activate('en');
    const text = homeText();
    expect(text.featureCards).toEqual(FEATURE_CARDS.map(({ title, text }) => ({ title, text })));
    expect(text.steps).toEqual(HOW_IT_WORKS_STEPS.map(({ title, text }) => ({ title, text })));
    expect(text.whyChoose).toEqual(WHY_CHOOSE.map(({ title, text }) => ({ title, text })));
    expect(text.trustItems).toEqual(TRUST_ITEMS);
    expect(text.trustStrip).toEqual(TRUST_STRIP);
    expect(text.faqs).toEqual(HOME_FAQS);
  });

  it.each(LOCALE_CODES.filter((l) => l !== 'en'))('is translated in %s: no English sentence is left', (locale) => {
    activate('en');
    const english = JSON.stringify(homeText());
    activate(locale);
    const translated = homeText();
    const sentences = (value: unknown): string[] => JSON.stringify(value).match(/"[^"]{25,}"/g) ?? [];
    for (const sentence of sentences(translated)) expect(english).not.toContain(sentence);
  });
});
