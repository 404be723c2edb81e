import { REGISTRATION_MESSAGES } from '@/domain';
import { loadStorage, storageAvailable } from '@/lib/firebase';

/** False where Storage cannot run (this local emulator set): the form then asks for an image URL. */
export const logoUploadAvailable = storageAvailable;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The file name storage.rules allow under firms/{firmId}/ (logo.jpg|jpeg|png|gif|webp), by content type. */
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * The logo chosen at registration, uploaded once the account exists: storage.rules let only the
 * signed-in firm (its firmId claim) write firms/{firmId}/logo.*, so registerFirm (which signs in
 * and refreshes the token) must have succeeded first. Retries the upload twice (1 s, then 2 s),
 * then records the address on the firm's profile (a field the firm may write itself).
 */
export async function uploadFirmLogo(firmId: string, file: File): Promise<string> {
  // The Storage SDK is downloaded here, after registration, not with the wizard.
  const loaded = await Promise.all([
    import('firebase/storage'),
    loadStorage(),
    import('firebase/firestore'),
    import('@/lib/firestore'),
  ]).catch(() => null);
  const storage = loaded?.[1];
  if (!loaded || !storage) throw new Error(REGISTRATION_MESSAGES.uploadFailed);
  const [{ getDownloadURL, ref, uploadBytes }, , { serverTimestamp, updateDoc }, { firmRef }] = loaded;
  const ext = EXTENSIONS[file.type];
  if (!ext) throw new Error(REGISTRATION_MESSAGES.invalidImageType);
  let url: string | null = null;
  for (let attempt = 0; attempt < 3 && !url; attempt++) {
    try {
      const snapshot = await uploadBytes(ref(storage, `firms/${firmId}/logo.${ext}`), file, { contentType: file.type });
      url = await getDownloadURL(snapshot.ref);
    } catch {
      if (attempt < 2) await wait(1000 * 2 ** attempt);
    }
  }
  if (!url) throw new Error(REGISTRATION_MESSAGES.uploadFailed);
  await updateDoc(firmRef(firmId), { logoUrl: url, updatedAt: serverTimestamp() });
  return url;
}
