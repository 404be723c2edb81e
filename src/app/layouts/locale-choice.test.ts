import { pathInLocale, preferredLocaleToOffer } from './locale-choice';

describe('the language offer and picker', () => {
  it('offers the first supported language the browser prefers, unless it is the page’s own', () => {
    expect(preferredLocaleToOffer(['af-ZA', 'en'], '/matching')).toBe('af');
    expect(preferredLocaleToOffer(['en-ZA', 'af'], '/matching')).toBeNull();
    expect(preferredLocaleToOffer(['fr-FR', 'zu'], '/matching')).toBe('zu');
    expect(preferredLocaleToOffer(['zu'], '/zu/matching')).toBeNull();
    expect(preferredLocaleToOffer(['de', 'fr'], '/matching')).toBeNull();
  });

  it('opens the same page in the chosen language, or the wizard when the page is not translated', () => {
    expect(pathInLocale('/matching', 'zu')).toBe('/zu/matching');
    expect(pathInLocale('/zu/results', 'af')).toBe('/af/results');
    expect(pathInLocale('/about', 'xh')).toBe('/xh/matching');
    expect(pathInLocale('/about', 'en')).toBe('/about');
    expect(pathInLocale('/zu/matching', 'en')).toBe('/matching');
  });
});
