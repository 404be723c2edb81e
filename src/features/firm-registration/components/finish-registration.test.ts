import { FIRM_ACCOUNT_MESSAGES } from '@/domain';
import { registerThenCheckEmail } from './finish-registration';

const logo = new File(['png'], 'logo.png', { type: 'image/png' });

describe('registerThenCheckEmail', () => {
  it('after registration, the screen names the address to check', async () => {
    const register = vi.fn(async () => ({ confirmationSent: true as const }));
    await expect(registerThenCheckEmail(' owner@firm.co.za ', null, register)).resolves.toEqual({
      email: 'owner@firm.co.za',
      logoNotice: null,
    });
    expect(register).toHaveBeenCalledOnce();
  });

  it('a chosen logo cannot be uploaded before the address is confirmed: the screen says where to add it', async () => {
    const outcome = await registerThenCheckEmail('owner@firm.co.za', logo, async () => ({ confirmationSent: true }));
    expect(outcome.logoNotice).toBe(FIRM_ACCOUNT_MESSAGES.checkEmailLogo);
  });

  it('a refused registration shows no "check your email" screen', async () => {
    await expect(
      registerThenCheckEmail('owner@firm.co.za', logo, async () => {
        throw new Error('A firm with this name is already registered');
      }),
    ).rejects.toThrow('already registered');
  });
});
