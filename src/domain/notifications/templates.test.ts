import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../shared/locales';
import { isStopWord } from './stop-words';
import {
  MESSAGE_TEMPLATES,
  NOTIFICATION_MESSAGES,
  renderBody,
  templateFor,
  TEMPLATES_BY_LOCALE,
  WHATSAPP_TEMPLATE_LANGUAGES,
  whatsappTemplateFor,
} from './templates';
import { normaliseSouthAfricanMobile } from './channels';

describe('message templates', () => {
  it('number their variables {{1}}..{{n}} exactly as declared, and name themselves as Meta allows', () => {
    for (const message of NOTIFICATION_MESSAGES) {
      for (const template of Object.values(MESSAGE_TEMPLATES[message])) {
        const used = [...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        expect(new Set(used)).toEqual(new Set(template.variables.map((_, i) => i + 1)));
        expect(template.name).toMatch(/^[a-z0-9_]{1,512}$/);
        expect(template.body.length).toBeLessThanOrEqual(1024);
      }
    }
  });

  it('fills the variables in, and falls back to English for a locale without its own text', () => {
    const { locale, template } = templateFor('new-lead', 'zu');
    expect(LOCALE_CODES).toContain(locale);
    expect(renderBody(template, ['ABC123', 'https://x.test/l'])).toContain('(ref ABC123)');
    expect(renderBody(template, ['ABC123', 'https://x.test/l'])).toContain('https://x.test/l');
  });
});

describe('message templates in every client language', () => {
  const placeholders = (body: string) => [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort();

  it.each(LOCALE_CODES.filter((l) => l !== 'en'))("%s has every message, under English's name, with its variables", (locale) => {
    for (const message of NOTIFICATION_MESSAGES) {
      const english = TEMPLATES_BY_LOCALE.en[message];
      const own = TEMPLATES_BY_LOCALE[locale][message];
      expect(own, message).toBeDefined();
      expect(own.name).toBe(english.name);
      expect(own.variables).toEqual(english.variables);
      expect(placeholders(own.body), `${locale} ${message}`).toEqual(placeholders(english.body));
      // A translation, not a copy of the English text.
      expect(own.body).not.toBe(english.body);
      expect(templateFor(message, locale).locale).toBe(locale);
    }
  });

  it('ends every message with the opt-out link, its last variable', () => {
    for (const locale of LOCALE_CODES) {
      for (const message of NOTIFICATION_MESSAGES) {
        const template = TEMPLATES_BY_LOCALE[locale][message];
        expect(template.variables.at(-1)).toBe('optOutLink');
        expect(template.body.trimEnd().endsWith(`{{${template.variables.length}}}`)).toBe(true);
      }
    }
  });
});

describe('stop words', () => {
  it.each(['STOP', 'stop.', ' Stop! ', 'YEKA', 'Misa', 'stop asseblief', 'EMA', 'unsubscribe'])('%s opts out', (text) => {
    expect(isStopWord(text)).toBe(true);
  });
  it.each(['stop sending me the wrong firm', 'hello', 'thanks', ''])('%s does not', (text) => {
    expect(isStopWord(text)).toBe(false);
  });
});

describe('South African mobile numbers', () => {
  it.each([
    ['082 123 4567', '+27821234567'],
    ['+27 (82) 123-4567', '+27821234567'],
    ['27721234567', '+27721234567'],
    ['0612345678', '+27612345678'],
  ])('%s is %s', (raw, e164) => expect(normaliseSouthAfricanMobile(raw)).toBe(e164));
  it.each(['011 123 4567', '12345', '+44 7700 900123', ''])('%s is refused', (raw) => {
    expect(normaliseSouthAfricanMobile(raw)).toBeNull();
  });
});

describe('the WhatsApp template language (the fallback rule)', () => {
  it.each([
    ['en', 'en'],
    ['af', 'af'],
    ['zu', 'zu'],
  ] as const)('sends %s clients the %s template: Meta supports the language', (locale, code) => {
    const { language, template } = whatsappTemplateFor('client-confirmation', locale);
    expect(language).toBe(code);
    expect(template.body).toBe(TEMPLATES_BY_LOCALE[locale]['client-confirmation'].body);
  });

  it.each(['xh', 'nso', 'tn', 'st'] as const)(
    'sends %s clients the English template (Meta has no such template language), while their SMS text stays theirs',
    (locale) => {
      for (const message of NOTIFICATION_MESSAGES) {
        const { language, template } = whatsappTemplateFor(message, locale);
        expect(language).toBe('en');
        expect(template).toBe(TEMPLATES_BY_LOCALE.en[message]);
        // One template name across languages: the English one is registered under it.
        expect(template.name).toBe(TEMPLATES_BY_LOCALE[locale][message].name);
        expect(templateFor(message, locale)).toEqual({ locale, template: TEMPLATES_BY_LOCALE[locale][message] });
      }
    },
  );

  it('names a Meta code for every supported locale and no unsupported one', () => {
    expect(Object.keys(WHATSAPP_TEMPLATE_LANGUAGES).sort()).toEqual(['af', 'en', 'zu']);
    for (const locale of LOCALE_CODES) expect(whatsappTemplateFor('review-invite', locale).language).toMatch(/^(en|af|zu)$/);
  });
});
