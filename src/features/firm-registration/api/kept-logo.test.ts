import type { KeptFile } from '@/lib/kept-file';
import {
  KEPT_LOGO_MAX_AGE_MS,
  keepRegistrationLogo,
  uploadKeptLogo,
  type KeptLogoStore,
  type LogoDestination,
} from './kept-logo';

const NOW = Date.UTC(2026, 10, 25, 9);
const logo = new File(['png'], 'logo.png', { type: 'image/png' });
const firm = { firmId: 'firm-1', email: 'Owner@Firm.co.za' };

/** The browser's store, in memory: what was kept, and whether keeping works at all. */
function memoryStore(works = true): KeptLogoStore & { kept: KeptFile | null } {
  const store = {
    kept: null as KeptFile | null,
    keep: async (kept: KeptFile) => {
      if (!works) return false;
      store.kept = kept;
      return true;
    },
    read: async () => store.kept,
    forget: async () => {
      store.kept = null;
    },
  };
  return store;
}

/** Storage and the callable, recorded: the path written, the URL saved. */
function fakeDestination(fail?: 'upload' | 'save'): LogoDestination & { uploaded: string[]; saved: string[] } {
  const d = {
    uploaded: [] as string[],
    saved: [] as string[],
    upload: async (firmId: string, file: File) => {
      if (fail === 'upload') throw new Error('storage/unauthorized');
      d.uploaded.push(`firms/${firmId}/${file.name}`);
      return `https://storage.example/firms/${firmId}/logo.png`;
    },
    save: async (url: string) => {
      if (fail === 'save') throw new Error('unavailable');
      d.saved.push(url);
    },
  };
  return d;
}

describe('the logo chosen at registration', () => {
  it('is kept for the registration’s address', async () => {
    const store = memoryStore();
    expect(await keepRegistrationLogo(store, ' Owner@Firm.co.za ', logo, NOW)).toBe(true);
    expect(store.kept).toEqual({ owner: 'owner@firm.co.za', file: logo, keptAt: NOW });
  });

  it('a browser that cannot keep it says so (no IndexedDB, or it throws)', async () => {
    expect(await keepRegistrationLogo(memoryStore(false), firm.email, logo, NOW)).toBe(false);
    const throwing = { ...memoryStore(), keep: () => Promise.reject(new Error('QuotaExceededError')) };
    expect(await keepRegistrationLogo(throwing, firm.email, logo, NOW)).toBe(false);
  });

  it('once confirmed and signed in here, is uploaded to the firm’s logo path, its URL saved, and the file forgotten', async () => {
    const store = memoryStore();
    await keepRegistrationLogo(store, firm.email, logo, NOW);
    const destination = fakeDestination();
    expect(await uploadKeptLogo(store, destination, firm, NOW + 60_000)).toEqual({
      kind: 'uploaded',
      logoUrl: 'https://storage.example/firms/firm-1/logo.png',
    });
    expect(destination.uploaded).toEqual(['firms/firm-1/logo.png']);
    expect(destination.saved).toEqual(['https://storage.example/firms/firm-1/logo.png']);
    expect(store.kept).toBeNull();
  });

  it('on another device there is nothing kept: nothing is uploaded', async () => {
    const destination = fakeDestination();
    expect(await uploadKeptLogo(memoryStore(), destination, firm, NOW)).toEqual({ kind: 'none' });
    expect(destination.uploaded).toEqual([]);
  });

  it('a file kept for another address in this browser is neither uploaded for this firm nor dropped', async () => {
    const store = memoryStore();
    await keepRegistrationLogo(store, 'someone@else.co.za', logo, NOW);
    const destination = fakeDestination();
    expect(await uploadKeptLogo(store, destination, firm, NOW)).toEqual({ kind: 'none' });
    expect(destination.uploaded).toEqual([]);
    expect(store.kept?.owner).toBe('someone@else.co.za');
  });

  it('a file older than a registration can wait unconfirmed is dropped, not uploaded', async () => {
    const store = memoryStore();
    await keepRegistrationLogo(store, firm.email, logo, NOW);
    const destination = fakeDestination();
    expect(await uploadKeptLogo(store, destination, firm, NOW + KEPT_LOGO_MAX_AGE_MS + 1)).toEqual({ kind: 'none' });
    expect(destination.uploaded).toEqual([]);
    expect(store.kept).toBeNull();
  });

  it.each(['upload', 'save'] as const)('a failed %s is reported once and the file forgotten', async (step) => {
    const store = memoryStore();
    await keepRegistrationLogo(store, firm.email, logo, NOW);
    expect(await uploadKeptLogo(store, fakeDestination(step), firm, NOW)).toEqual({ kind: 'failed' });
    expect(store.kept).toBeNull();
  });
});
