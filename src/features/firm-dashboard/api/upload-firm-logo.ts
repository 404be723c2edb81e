import { storageAvailable } from '@/lib/firebase';
import { uploadFirmLogoFile } from '@/lib/firm-logo-upload';

/** False where Storage cannot run (this local emulator set): Settings then takes an image URL only. */
export const firmLogoUploadAvailable = storageAvailable;

/**
 * Uploads the firm's logo to firms/{firmId}/logo.<ext> (src/lib/firm-logo-upload.ts) and returns
 * its download URL, which Settings saves through updateFirmProfile.
 */
export const uploadFirmLogo = (firmId: string, file: File): Promise<string> => uploadFirmLogoFile(firmId, file);
