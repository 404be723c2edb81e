import { storageAvailable } from '@/lib/firebase';

/**
 * False where Storage cannot run (this local emulator set): the form then asks for an image URL.
 * A file chosen in the wizard is not uploaded at registration (nobody is signed in until the
 * address is confirmed, and storage.rules let only the firm write its logo); the firm adds it in
 * Settings after signing in.
 */
export const logoUploadAvailable = storageAvailable;
