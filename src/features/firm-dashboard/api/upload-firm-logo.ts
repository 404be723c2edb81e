import { logoFileError, REGISTRATION_MESSAGES } from '@/domain';
import { loadStorage, storageAvailable } from '@/lib/firebase';

/** False where Storage cannot run (this local emulator set): Settings then takes an image URL only. */
export const firmLogoUploadAvailable = storageAvailable;

/**
 * Uploads the firm's logo to firms/{firmId}/logo.<ext> (storage.rules: the firm itself, an image
 * under 5 MB) and returns its download URL, which Settings saves through updateFirmProfile.
 */
export async function uploadFirmLogo(firmId: string, file: File): Promise<string> {
  const refused = logoFileError(file);
  if (refused) throw new Error(refused);
  const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
  if (!storage) throw new Error(REGISTRATION_MESSAGES.uploadFailed);
  const ext = (file.name.split('.').pop() ?? 'png').toLowerCase().replace(/[^a-z0-9]/g, '');
  const snapshot = await uploadBytes(ref(storage, `firms/${firmId}/logo.${ext}`), file, { contentType: file.type });
  return getDownloadURL(snapshot.ref);
}
