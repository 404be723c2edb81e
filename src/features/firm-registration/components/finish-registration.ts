import { FIRM_ACCOUNT_MESSAGES } from '@/domain/firms/account';

/** What the "Check your email" screen shows after the wizard's submit. */
export interface CheckEmailNotice {
  email: string;
  /** Where a chosen logo file is: kept in this browser until the address is confirmed here, or not kept. */
  logoNotice: string | null;
}

/**
 * Registration, then the "Check your email" screen. Nobody is signed in until the emailed link
 * is followed, so a chosen logo file cannot be uploaded now (storage.rules refuse signed-out
 * writers): it is kept in this browser (`keepLogo`, api/kept-logo.ts) and uploaded once the link
 * is opened here, and the screen says so, or that it could not be kept. registerFirm's answer is
 * the same for every address, so this screen is too.
 */
export async function registerThenCheckEmail(
  email: string,
  logo: File | null,
  register: () => Promise<unknown>,
  keepLogo: (file: File) => Promise<boolean>,
): Promise<CheckEmailNotice> {
  await register();
  if (!logo) return { email: email.trim(), logoNotice: null };
  const kept = await keepLogo(logo);
  return {
    email: email.trim(),
    logoNotice: kept ? FIRM_ACCOUNT_MESSAGES.checkEmailLogoKept : FIRM_ACCOUNT_MESSAGES.checkEmailLogoNotKept,
  };
}
