import { FIRM_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import { registerThenCheckEmail } from './finish-registration';

const logo = new File(['png'], 'logo.png', { type: 'image/png' });
const keeps = () => vi.fn(async () => true);

describe('registerThenCheckEmail', () => {
  it('after registration, the screen names the address to check', async () => {
    const register = vi.fn(async () => ({ confirmationSent: true as const }));
    const keep = keeps();
    await expect(registerThenCheckEmail(' owner@firm.co.za ', null, register, keep)).resolves.toEqual({
      email: 'owner@firm.co.za',
      logoNotice: null,
    });
    expect(register).toHaveBeenCalledOnce();
    expect(keep).not.toHaveBeenCalled();
  });

  it('a chosen logo is kept in this browser after registration, and the screen says when it is uploaded', async () => {
    const keep = keeps();
    const outcome = await registerThenCheckEmail('owner@firm.co.za', logo, async () => ({ confirmationSent: true }), keep);
    expect(keep).toHaveBeenCalledWith(logo);
    expect(outcome.logoNotice).toBe(FIRM_ACCOUNT_MESSAGES.checkEmailLogoKept);
    expect(outcome.logoNotice).toContain('you can add or change it later from your dashboard');
  });

  it('a logo this browser cannot keep is said plainly, with where to add it later', async () => {
    const outcome = await registerThenCheckEmail(
      'owner@firm.co.za',
      logo,
      async () => ({ confirmationSent: true }),
      async () => false,
    );
    expect(outcome.logoNotice).toBe(FIRM_ACCOUNT_MESSAGES.checkEmailLogoNotKept);
  });

  it('a refused registration keeps nothing and shows no "check your email" screen', async () => {
    const keep = keeps();
    await expect(
      registerThenCheckEmail(
        'owner@firm.co.za',
        logo,
        async () => {
          throw new Error('A firm with this name is already registered');
        },
        keep,
      ),
    ).rejects.toThrow('already registered');
    expect(keep).not.toHaveBeenCalled();
  });
});
