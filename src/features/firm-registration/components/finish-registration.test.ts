import type { RegisterFirmResult } from '@/domain';
import { LOGO_AFTER_REGISTRATION_FAILED, registerThenUploadLogo } from './finish-registration';

const registered: RegisterFirmResult = { firmId: 'firm-1', packageType: 'free', pendingPlan: null };
const logo = new File(['png'], 'logo.png', { type: 'image/png' });

describe('registerThenUploadLogo', () => {
  it('uploads the logo only after registration (and its sign-in) has finished, as that firm', async () => {
    const events: string[] = [];
    let finishRegistration!: () => void;
    const register = vi.fn(
      () =>
        new Promise<RegisterFirmResult>((resolve) => {
          finishRegistration = () => {
            events.push('registered and signed in');
            resolve(registered);
          };
        }),
    );
    const uploadLogo = vi.fn(async (firmId: string) => {
      events.push(`upload as ${firmId}`);
      return 'https://storage.example/logo.png';
    });
    const done = registerThenUploadLogo(logo, { register, uploadLogo });
    await Promise.resolve();
    expect(uploadLogo).not.toHaveBeenCalled(); // storage.rules would refuse a signed-out writer
    finishRegistration();
    await expect(done).resolves.toEqual({ result: registered, logoError: null });
    expect(events).toEqual(['registered and signed in', 'upload as firm-1']);
    expect(uploadLogo).toHaveBeenCalledWith('firm-1', logo);
  });

  it('a failed upload keeps the registration and says what to do', async () => {
    const outcome = await registerThenUploadLogo(logo, {
      register: async () => registered,
      uploadLogo: async () => {
        throw new Error('storage/unauthorized');
      },
    });
    expect(outcome).toEqual({ result: registered, logoError: LOGO_AFTER_REGISTRATION_FAILED });
  });

  it('a refused registration uploads nothing', async () => {
    const uploadLogo = vi.fn();
    await expect(
      registerThenUploadLogo(logo, {
        register: async () => {
          throw new Error('A firm with this name is already registered');
        },
        uploadLogo,
      }),
    ).rejects.toThrow('already registered');
    expect(uploadLogo).not.toHaveBeenCalled();
  });

  it('without a logo there is nothing to upload', async () => {
    const uploadLogo = vi.fn();
    await expect(registerThenUploadLogo(null, { register: async () => registered, uploadLogo })).resolves.toEqual({
      result: registered,
      logoError: null,
    });
    expect(uploadLogo).not.toHaveBeenCalled();
  });
});
