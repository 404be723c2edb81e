import { maskEmail, maskPhone } from './personal-data';

describe('how the audit log names a person', () => {
  it('keeps enough of an address or a number to recognise a request, never the whole of it', () => {
    expect(maskEmail('thandeka@example.co.za')).toBe('t***@example.co.za');
    expect(maskPhone('+27827033155')).toBe('+278***55');
    expect(maskPhone('+27827033155')).not.toContain('7033');
  });
});
