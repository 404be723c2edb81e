import { forgetKeptFile, keepFile, readKeptFile } from '@/lib/kept-file';
import { keepRegistrationLogo, type KeptLogoStore } from './kept-logo';

const KEY = 'registration-logo';

/** This browser's IndexedDB (src/lib/kept-file.ts); no Firebase here, so the wizard loads none. */
export const browserLogoStore: KeptLogoStore = {
  keep: (kept) => keepFile(KEY, kept),
  read: () => readKeptFile(KEY),
  forget: () => forgetKeptFile(KEY),
};

/** At registration, where Storage runs: keep the chosen file in this browser. */
export const keepLogoForConfirmation = (email: string, file: File): Promise<boolean> =>
  keepRegistrationLogo(browserLogoStore, email, file, Date.now());
