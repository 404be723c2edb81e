/**
 * The logo chosen in the registration wizard, where Storage runs. Nobody is signed in until the
 * address is confirmed, and storage.rules let only the firm write its logo, so the file is kept
 * in this browser at registration and uploaded when the confirmation link is opened here and the
 * browser is signed in; the URL is then saved on the firm. Opened on another device, the file is
 * not there: the check-your-email screen says so beforehand. The two boundaries (where the file
 * is kept, where it goes) are passed in, so the rules below are tested without a browser store or
 * Storage (which cannot run on the local emulators).
 */
import { RETENTION } from '@/domain/privacy/retention';
import type { KeptFile } from '@/lib/kept-file';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A kept logo outlives its registration by nothing: an unconfirmed one is closed after this long. */
export const KEPT_LOGO_MAX_AGE_MS = RETENTION.unconfirmedRegistrationDays * DAY_MS;

export interface KeptLogoStore {
  keep(kept: KeptFile): Promise<boolean>;
  read(): Promise<KeptFile | null>;
  forget(): Promise<void>;
}

export interface LogoDestination {
  /** Uploads to the firm's own logo path and answers the download URL. */
  upload(firmId: string, file: File): Promise<string>;
  /** Saves the URL on the firm (a callable; the firm document is functions-only). */
  save(logoUrl: string): Promise<void>;
}

export type KeptLogoResult = { kind: 'none' } | { kind: 'uploaded'; logoUrl: string } | { kind: 'failed' };

const ownerKey = (email: string) => email.trim().toLowerCase();

/** At registration: keeps the chosen file for this address; false when this browser cannot keep it. */
export async function keepRegistrationLogo(store: KeptLogoStore, email: string, file: File, now: number): Promise<boolean> {
  try {
    return await store.keep({ owner: ownerKey(email), file, keptAt: now });
  } catch {
    return false;
  }
}

/**
 * Once confirmed and signed in: uploads the logo kept for this address, saves its URL and forgets
 * the file. A file kept for another address stays (another registration in this browser); one
 * older than a registration can wait is dropped. A failed upload or save is reported once and
 * the file forgotten: the firm adds its logo from the dashboard instead.
 */
export async function uploadKeptLogo(
  store: KeptLogoStore,
  destination: LogoDestination,
  firm: { firmId: string; email: string },
  now: number,
): Promise<KeptLogoResult> {
  const kept = await store.read().catch(() => null);
  if (!kept || kept.owner !== ownerKey(firm.email)) return { kind: 'none' };
  if (now - kept.keptAt > KEPT_LOGO_MAX_AGE_MS) {
    await store.forget().catch(() => undefined);
    return { kind: 'none' };
  }
  try {
    const logoUrl = await destination.upload(firm.firmId, kept.file);
    await destination.save(logoUrl);
    return { kind: 'uploaded', logoUrl };
  } catch {
    return { kind: 'failed' };
  } finally {
    await store.forget().catch(() => undefined);
  }
}
