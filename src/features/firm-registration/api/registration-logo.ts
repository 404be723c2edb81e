import { getDoc } from 'firebase/firestore';
import { call } from '@/lib/callable';
import { storageAvailable } from '@/lib/firebase';
import { firmRef } from '@/lib/firestore';
import { uploadFirmLogoFile } from '@/lib/firm-logo-upload';
import { uploadKeptLogo, type KeptLogoResult, type LogoDestination } from './kept-logo';
import { browserLogoStore } from './kept-logo-store';

/**
 * Storage, then the listing callable (every plan may set its logo there; the description is sent
 * back as it stands, since the callable sets both).
 */
const storageDestination = (firmId: string): LogoDestination => ({
  upload: uploadFirmLogoFile,
  save: async (logoUrl) => {
    const firm = (await getDoc(firmRef(firmId))).data();
    await call('updateFirmListing', { logoUrl, description: firm?.description ?? '' });
  },
});

/**
 * After the confirmation signed this browser in: upload the logo kept for this firm's address,
 * if any. Where Storage cannot run there is never a kept file (the wizard asked for a URL).
 */
export function uploadLogoKeptAtRegistration(firm: { firmId: string; email: string }): Promise<KeptLogoResult> {
  if (!storageAvailable) return Promise.resolve({ kind: 'none' });
  return uploadKeptLogo(browserLogoStore, storageDestination(firm.firmId), firm, Date.now());
}
