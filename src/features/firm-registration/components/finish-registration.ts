import { FIRM_ACCOUNT_MESSAGES } from '@/domain';

/** What the "Check your email" screen shows after the wizard's submit. */
export interface CheckEmailNotice {
  email: string;
  /** A logo file chosen in the wizard cannot be uploaded yet: storage.rules let only a signed-in firm write it. */
  logoNotice: string | null;
}

/**
 * Registration, then the "Check your email" screen. Nobody is signed in until the emailed link
 * is followed, so a chosen logo file cannot be uploaded now (storage.rules refuse signed-out
 * writers); the screen says where to add it later. registerFirm's answer is the same for every
 * address, so this screen is too.
 */
export async function registerThenCheckEmail(
  email: string,
  logo: File | null,
  register: () => Promise<unknown>,
): Promise<CheckEmailNotice> {
  await register();
  return { email: email.trim(), logoNotice: logo ? FIRM_ACCOUNT_MESSAGES.checkEmailLogo : null };
}
