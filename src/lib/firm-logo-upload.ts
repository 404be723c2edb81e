import { logoFileError, REGISTRATION_MESSAGES } from '@/domain/firms/registration';
import { loadStorage } from './firebase';

/**
 * Uploads a firm's logo to firms/{firmId}/logo.<ext> (storage.rules: the signed-in firm itself,
 * an image under 5 MB) and returns its download URL. Settings and registration's kept logo both
 * upload through here; each saves the URL through a callable.
 */
export async function uploadFirmLogoFile(firmId: string, file: File): Promise<string> {
  const refused = logoFileError(file);
  if (refused) throw new Error(refused);
  const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]);
  if (!storage) throw new Error(REGISTRATION_MESSAGES.uploadFailed);
  const ext = (file.name.split('.').pop() ?? 'png').toLowerCase().replace(/[^a-z0-9]/g, '');
  const snapshot = await uploadBytes(ref(storage, `firms/${firmId}/logo.${ext}`), file, { contentType: file.type });
  return getDownloadURL(snapshot.ref);
}
