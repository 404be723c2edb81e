import { MESSAGING_CONSENT, MESSAGING_TEXTS } from './channels';
import { clientConsentWords } from './consent-words';
import { fieldMessageKey } from '../i18n/field-message-keys';
import { translator } from '../i18n/translate';
import { LOCALE_CODES } from '../shared/locales';

describe("the client's phone-updates box in every language", () => {
  it('reads in English exactly as the English consent the firm-side code and the docs quote', () => {
    expect(clientConsentWords('en')).toBe(MESSAGING_CONSENT.client);
  });

  it('is worded in each language, names the business and keeps the STOP reply', () => {
    const words = LOCALE_CODES.map((locale) => clientConsentWords(locale));
    expect(new Set(words).size).toBe(LOCALE_CODES.length);
    for (const text of words) {
      expect(text).toContain('RegMatch');
      expect(text).toContain('WhatsApp');
      expect(text).toContain('STOP');
    }
    expect(clientConsentWords('zu')).toContain('Ngithumelele imilayezo ngalesi sicelo');
  });

  it("translates the number field's messages by the keys their constants name, as the wizard shows them", () => {
    expect(fieldMessageKey(MESSAGING_TEXTS.phoneInvalid)).toEqual({ key: 'field.messagingPhoneInvalid' });
    expect(fieldMessageKey(MESSAGING_TEXTS.phoneRequired)).toEqual({ key: 'field.messagingPhoneRequired' });
    expect(translator('af')('field.messagingPhoneRequired')).toBe('Vul asseblief die selfoonnommer vir WhatsApp of SMS in.');
  });
});
