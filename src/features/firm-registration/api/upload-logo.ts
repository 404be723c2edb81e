import { storageAvailable } from '@/lib/firebase';

/**
 * False where Storage cannot run (this local emulator set): the form then asks for an image URL,
 * stored at registration. Where it runs, a file chosen in the wizard cannot be uploaded at
 * registration (nobody is signed in until the address is confirmed, and storage.rules let only
 * the firm write its logo): it is kept in this browser and uploaded on the confirmation page
 * (kept-logo.ts).
 */
export const logoUploadAvailable = storageAvailable;
