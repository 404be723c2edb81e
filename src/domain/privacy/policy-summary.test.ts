import { LOCALE_CODES } from '../shared/locales';
import { RETENTION } from './retention';
import { POLICY_SUMMARY } from './policy-summary';

describe('the privacy summary in every client language', () => {
  it('exists for every locale, states the same periods, and names Meta for WhatsApp', () => {
    for (const locale of LOCALE_CODES) {
      const text = POLICY_SUMMARY[locale].points.join(' ');
      expect(text, locale).toContain(String(RETENTION.leadPersonalInfoMonths));
      expect(text, locale).toContain(String(RETENTION.mailDays));
      expect(text, locale).toContain('Meta');
      expect(POLICY_SUMMARY[locale].points).toHaveLength(POLICY_SUMMARY.en.points.length);
    }
  });

  it('is a translation, never an English copy, and says the English text binds and that it is not yet reviewed', () => {
    const english = new Set(POLICY_SUMMARY.en.points);
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) {
      for (const point of POLICY_SUMMARY[locale].points) expect(english.has(point), `${locale}: ${point}`).toBe(false);
      expect(POLICY_SUMMARY[locale].binding, locale).not.toBe(POLICY_SUMMARY.en.binding);
    }
    // The binding-language sentence names English in each language, and the draft state.
    expect(POLICY_SUMMARY.en.binding).toContain('binding');
    expect(POLICY_SUMMARY.zu.binding).toMatch(/yesiNgisi.*ebophayo.*ayikabuyekezwa/);
    expect(POLICY_SUMMARY.xh.binding).toMatch(/wesiNgesi.*obophelelayo.*ayikahlolwa/);
    expect(POLICY_SUMMARY.af.binding).toMatch(/Engelse.*bindende.*nog nie/);
    expect(POLICY_SUMMARY.nso.binding).toMatch(/Seisemane.*tlemago.*ga se ya lekolwa/);
  });
});
