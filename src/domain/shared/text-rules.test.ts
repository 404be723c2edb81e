import { sendContactMessageInputSchema, sendCorrespondentRequestInputSchema } from '../mail/messages-contract';
import { reviewReplyTextSchema, reviewTextSchema } from '../reviews/reviews';
import { boundedText, hasHtml, hasLink, neutraliseLinks } from './text-rules';

const MESSAGES = { tooShort: 'short', tooLong: 'long', controlCharacters: 'control', link: 'link', html: 'html' };

describe('the one free-text rule', () => {
  it.each([
    'https://evil.example.com/login',
    'HTTP://X.CO',
    'ftp://files',
    'www.claim-prize.co.za',
    'visit bit.ly now',
    'evil-refunds.app/claim',
    'pay at refunds.example/now',
    'mail me at x@evil.co.za',
    'sawubona.africa',
  ])('refuses the link in %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    'I need help with my divorce.',
    'e.g. the house and the car',
    'J.R. Smith and Ms. Naidoo',
    'I paid R12.50 at 10:30 on 25.11.2026',
    'Section 65 of Act 32 of 1944',
    'Zoë Müller',
  ])('lets ordinary prose through: %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });

  it.each(['<a href=x>', '< /b>', '<!-- x -->', '<?php', '<   script'])('finds markup in %j', (text) => {
    expect(hasHtml(text)).toBe(true);
  });

  it.each(['3 < 4 and 5 > 2', 'I <3 this firm', '<<>>'])('leaves comparisons alone: %j', (text) => {
    expect(hasHtml(text)).toBe(false);
  });

  // Each of these made one of the earlier patterns rescan to the end of the text from every
  // position (quadratic): at this size that is about 10^10 steps, minutes, so the test would hang
  // and time out on the old patterns; in one pass it is a few milliseconds on any machine.
  it.each([
    ['letters with no scheme', 'a'.repeat(200_000)],
    ['dotted letters', 'a.'.repeat(100_000)],
    ['opening brackets and spaces', '<' + ' '.repeat(200_000)],
    ['a host label that never ends', 'x.' + 'b'.repeat(200_000) + '1'],
  ])('answers in one pass over %s', (_name, text) => {
    expect(typeof hasLink(text)).toBe('boolean');
    expect(typeof hasHtml(text)).toBe('boolean');
    expect(typeof neutraliseLinks(text)).toBe('string');
  });
});

describe('length before patterns', () => {
  const schema = boundedText({ min: 2, max: 20, lineBreaks: true }, MESSAGES);

  it('refuses an oversized value with the length message alone, so no pattern looked at it', () => {
    const oversized = `<b>\u0007 https://x.co ${'a'.repeat(1_000_000)}`;
    const result = schema.safeParse(oversized);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['long']);
  });

  it('checks control characters, then markup, then links, one message at a time', () => {
    expect(schema.safeParse('a\u0007 <b> www.x').error?.issues.map((i) => i.message)).toEqual(['control']);
    expect(schema.safeParse('a <b> www.x').error?.issues.map((i) => i.message)).toEqual(['html']);
    expect(schema.safeParse('see www.x').error?.issues.map((i) => i.message)).toEqual(['link']);
    expect(schema.safeParse('  fine text  ').data).toBe('fine text');
  });

  it.each([
    [
      'a Contact Us message',
      () => sendContactMessageInputSchema.shape.message,
      'Please keep your message under 2000 characters.',
    ],
    [
      'a correspondent request',
      () => sendCorrespondentRequestInputSchema.shape.message,
      'Please keep your message under 1500 characters.',
    ],
    ['a review', () => reviewTextSchema, undefined],
    ['a reply to a review', () => reviewReplyTextSchema, undefined],
  ])('%s of 1 MB full of links is refused for its length only', (_name, field, message) => {
    const result = field().safeParse(`https://evil.example/${'a.'.repeat(500_000)}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('relayed text', () => {
  it.each([
    ['evil-refunds.app/claim', 'evil-refunds[.]app/claim'],
    ['Call evil-refunds.example today', 'Call evil-refunds[.]example today'],
    ['(see refunds.example.org)', '(see refunds[.]example[.]org)'],
    ['whatsapp://send?phone=1', 'whatsapp[:]//send?phone=1'],
  ])('makes the host in %j inert', (input, expected) => {
    expect(neutraliseLinks(input)).toBe(expected);
  });

  it('is idempotent, so a stored message parsed again at rendering does not change', () => {
    const once = neutraliseLinks('https://evil.example.com/a and bit.ly/x');
    expect(neutraliseLinks(once)).toBe(once);
  });
});
