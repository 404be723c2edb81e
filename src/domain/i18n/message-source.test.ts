import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALE_CODES } from '../shared/locales';
import { messageReading, messageSource } from './message-source';
import { parsePo } from './po';

const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

describe('a compiled message written back as its ICU source', () => {
  it.each(LOCALE_CODES)('compiles to the same message again, for every message of the %s catalog', (locale) => {
    for (const entry of parsePo(read(`src/locales/${locale}/messages.po`)).entries) {
      const compiled = compileMessage(entry.translation);
      expect(compileMessage(messageSource(compiled)), `${locale} ${entry.key}`).toEqual(compiled);
    }
  });

  it('keeps plurals, exact branches, selects, tags and quoted braces', () => {
    const icu =
      "{n, plural, =0 {none} one {# firm} other {# firms}} <contact>us</contact> '{'x'}' {s, select, a {A} other {B {x}}}";
    expect(messageSource(compileMessage(icu))).toBe(icu);
    expect(messageReading(compileMessage('Ask <contact>us</contact> about {need}'))).toBe('Ask us about {need}');
  });
});
