import { sendContactMessageInputSchema, sendCorrespondentRequestInputSchema } from './messages-contract';

const contact = { name: 'Thandi', email: 'thandi@example.co.za', topic: 'general', message: 'Hello, I have a question.' };

describe('message schemas', () => {
  it.each([
    ['a scheme link', 'see https://x.example now'],
    ['a www link', 'see www.example.org now'],
    ['a bare domain', 'visit cheap-lawyers.co.za today'],
    ['a bell character', 'ring \u0007 ring ring ring'],
    ['a right-to-left override', 'invoice \u202e fdp.exe attached'],
  ])('refuses %s in a message', (_name, message) => {
    expect(sendContactMessageInputSchema.safeParse({ ...contact, message }).success).toBe(false);
  });

  it('keeps line breaks in a message but not in a name', () => {
    expect(sendContactMessageInputSchema.safeParse({ ...contact, message: 'Line one.\nLine two.' }).success).toBe(true);
    expect(sendContactMessageInputSchema.safeParse({ ...contact, name: 'A\nBcc: x@y.z' }).success).toBe(false);
  });

  it('allows ordinary punctuation such as "e.g." and "R 1 500.00"', () => {
    expect(
      sendContactMessageInputSchema.safeParse({ ...contact, message: 'Fees e.g. R 1 500.00 per hour, i.e. too much.' }).success,
    ).toBe(true);
  });

  it('bounds a correspondent request and its firm id', () => {
    const ok = { toFirmId: 'firm-b', court: 'High', message: 'A hearing on 4 December.' };
    expect(sendCorrespondentRequestInputSchema.safeParse(ok).success).toBe(true);
    expect(sendCorrespondentRequestInputSchema.safeParse({ ...ok, message: 'x'.repeat(1501) }).success).toBe(false);
    expect(sendCorrespondentRequestInputSchema.safeParse({ ...ok, toFirmId: 'a/b' }).success).toBe(false);
  });
});
