import type { RegisterFirmResult } from '@/domain';

/** Shown when the firm exists but its logo did not make it: the registration itself stands. */
export const LOGO_AFTER_REGISTRATION_FAILED =
  "Your firm is registered, but the logo could not be uploaded. You can add it later in your dashboard's Settings.";

export interface FinishDeps {
  /** registerFirm: creates the firm and signs its user in (the firmId claim is on the token after). */
  register: () => Promise<RegisterFirmResult>;
  /** Uploads the chosen logo as the signed-in firm and records it on the profile. */
  uploadLogo: (firmId: string, file: File) => Promise<string>;
}

/**
 * Registration, then the logo. The upload must wait for the account: storage.rules refuse a
 * signed-out writer and only the firm's own user may write firms/{firmId}/logo.*. A failed upload
 * does not undo the registration; it comes back as a message the firm can act on.
 */
export async function registerThenUploadLogo(
  logo: File | null,
  deps: FinishDeps,
): Promise<{ result: RegisterFirmResult; logoError: string | null }> {
  const result = await deps.register();
  if (!logo) return { result, logoError: null };
  try {
    await deps.uploadLogo(result.firmId, logo);
    return { result, logoError: null };
  } catch {
    return { result, logoError: LOGO_AFTER_REGISTRATION_FAILED };
  }
}
