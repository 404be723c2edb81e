import { localeFromPath, localizedPath, unlocalizedPath } from './locale-paths';

describe('locale paths', () => {
  it('reads the locale from the prefix, English when there is none or it is not ours', () => {
    expect(localeFromPath('/zu/matching')).toBe('zu');
    expect(localeFromPath('/nso')).toBe('nso');
    expect(localeFromPath('/matching')).toBe('en');
    expect(localeFromPath('/en/matching')).toBe('en');
    expect(localeFromPath('/faq/zu')).toBe('en');
  });

  it('moves a page between languages, English unprefixed and the home page as /zu', () => {
    expect(localizedPath('/matching', 'af')).toBe('/af/matching');
    expect(localizedPath('/zu/results', 'xh')).toBe('/xh/results');
    expect(localizedPath('/zu/results', 'en')).toBe('/results');
    expect(localizedPath('/', 'zu')).toBe('/zu');
    expect(unlocalizedPath('/zu')).toBe('/');
  });
});
