import { REGISTRATION_MESSAGES } from '@/domain';
import { loadStorage, storageAvailable } from '@/lib/firebase';

/** False where Storage cannot run (this local emulator set): the form then asks for an image URL. */
export const logoUploadAvailable = storageAvailable;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Uploads to the temporary logo path, retrying twice (1 s, then 2 s). */
export async function uploadLogo(file: File): Promise<string> {
  // The Storage SDK is downloaded when a logo is chosen, not with the wizard.
  const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([import('firebase/storage'), loadStorage()]).catch(
    () => {
      throw new Error(REGISTRATION_MESSAGES.uploadFailed);
    },
  );
  if (!storage) throw new Error(REGISTRATION_MESSAGES.uploadFailed);
  const ext = (file.name.split('.').pop() ?? 'png').toLowerCase().replace(/[^a-z0-9]/g, '');
  const path = `firms/temp/${Date.now()}_logo.${ext}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const snapshot = await uploadBytes(ref(storage, path), file, { contentType: file.type });
      return await getDownloadURL(snapshot.ref);
    } catch {
      if (attempt < 2) await wait(1000 * 2 ** attempt);
    }
  }
  throw new Error(REGISTRATION_MESSAGES.uploadFailed);
}
