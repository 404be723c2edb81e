import { neutraliseLinks, stripControlCharacters } from '../shared/text-rules';
import { clientTextForEmail } from './client-text';

describe('client text carried into emails', () => {
  it.each([
    ['https://evil.example.com/login', 'https[:]//evil[.]example[.]com/login'],
    ['HTTP://X.CO', 'HTTP[:]//X[.]CO'],
    ['www.claim-prize.co.za', 'www[.]claim-prize[.]co[.]za'],
    ['mailto:a@b.com', 'mailto[:]a@b[.]com'],
    ['javascript:alert(1)', 'javascript[:]alert(1)'],
    ['Visit bit.ly now', 'Visit bit[.]ly now'],
  ])('neutralises the link in %j', (input, expected) => {
    expect(neutraliseLinks(input)).toBe(expected);
  });

  it.each([
    'Lerato Mokoena',
    "Thabo O'Neil-Dlamini",
    'J.R. Smith',
    'Ms. Naidoo',
    'Brightside Traders (Pty) Ltd',
    'Zoë Müller',
    'Time: 10:30',
  ])('leaves an ordinary name or text alone: %j', (name) => {
    expect(clientTextForEmail(name)).toBe(name);
  });

  it('removes control, bidi-override and zero-width characters', () => {
    expect(stripControlCharacters('Le\u0000ra\u200bto \u202eotareL\u202c\u0007')).toBe('Lerato otareL');
  });

  it('folds line breaks in names (a header cannot be split) and keeps them in multi-line text', () => {
    expect(clientTextForEmail('Lerato\r\nBcc: all@example.com')).toBe('Lerato Bcc: all@example[.]com');
    expect(clientTextForEmail('Line one\r\nLine two\u2028three', { multiline: true })).toBe('Line one\nLine two\nthree');
  });
});
