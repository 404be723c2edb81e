import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { actors } from './actors';

// The Storage emulator needs cloud-storage-rules-runtime, which firebase-tools downloads from a
// Google host. Where it is cached (a laptop with internet) these run; on machines without it the
// suite is skipped and its title says why, never faked.
const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const SKIP_REASON = 'skipped: the Storage emulator cannot run here (its rules runtime is downloaded from a Google host)';

const MB = 1024 * 1024;
const bytes = (size = 64) => new Uint8Array(size);
const PNG = { contentType: 'image/png' };
const PDF = { contentType: 'application/pdf' };

let env: RulesTestEnvironment;
beforeAll(async () => {
  if (!STORAGE_HOST) return;
  const [host, port] = STORAGE_HOST.split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-storage',
    storage: { rules: readFileSync(join(process.cwd(), 'storage.rules'), 'utf8'), host, port: Number(port) },
  });
});
afterAll(() => env?.cleanup());
beforeEach(async () => {
  await env?.clearStorage();
});

const { storageAs: as, anonStorage: anonymous } = actors(() => env);
async function existing(path: string, metadata = PNG) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(ctx.storage(), path), bytes(), metadata);
  });
}

describe.skipIf(!STORAGE_HOST)(`storage.rules${STORAGE_HOST ? '' : ` (${SKIP_REASON})`}`, () => {
  describe('firm logos', () => {
    it('anyone may read a logo', async () => {
      await existing('firms/firm-free/logo.png');
      await assertSucceeds(getBytes(ref(anonymous(), 'firms/firm-free/logo.png')));
    });
    it('a firm uploads its own logo image', async () => {
      await assertSucceeds(uploadBytes(ref(as('freeFirm'), 'firms/firm-free/logo.png'), bytes(), PNG));
    });
    it('a firm cannot write another firm’s logo', async () => {
      await assertFails(uploadBytes(ref(as('otherFirm'), 'firms/firm-free/logo.png'), bytes(), PNG));
    });
    it('a visitor who is not signed in cannot write a logo', async () => {
      await assertFails(uploadBytes(ref(anonymous(), 'firms/firm-free/logo.png'), bytes(), PNG));
    });
    it('only an image named logo, under 5 MB, is accepted', async () => {
      const storage = as('freeFirm');
      await assertFails(uploadBytes(ref(storage, 'firms/firm-free/logo.png'), bytes(), PDF));
      await assertFails(uploadBytes(ref(storage, 'firms/firm-free/script.png'), bytes(), PNG));
      await assertFails(uploadBytes(ref(storage, 'firms/firm-free/logo.png'), bytes(5 * MB + 1), PNG));
    });
  });

  describe('logos chosen during registration', () => {
    it('a signed-in user creates one', async () => {
      await assertSucceeds(uploadBytes(ref(as('client'), 'firms/temp/new-logo.png'), bytes(), PNG));
    });
    it('nobody signed out creates one, and nobody overwrites one', async () => {
      await assertFails(uploadBytes(ref(anonymous(), 'firms/temp/new-logo.png'), bytes(), PNG));
      await existing('firms/temp/taken.png');
      await assertFails(uploadBytes(ref(as('client'), 'firms/temp/taken.png'), bytes(), PNG));
    });
  });

  describe('blog images', () => {
    it('are public to read and written by operators only', async () => {
      await existing('blog/cover.png');
      await assertSucceeds(getBytes(ref(anonymous(), 'blog/cover.png')));
      await assertSucceeds(uploadBytes(ref(as('admin'), 'blog/new.png'), bytes(), PNG));
      await assertFails(uploadBytes(ref(as('premiumFirm'), 'blog/new.png'), bytes(), PNG));
      await assertFails(uploadBytes(ref(as('admin'), 'blog/new.pdf'), bytes(), PDF));
    });
  });

  describe('PDFs for blog import', () => {
    it('only operators read or upload them, and only PDFs under 20 MB', async () => {
      await existing('pdfs/article.pdf', PDF);
      await assertSucceeds(getBytes(ref(as('admin'), 'pdfs/article.pdf')));
      await assertFails(getBytes(ref(anonymous(), 'pdfs/article.pdf')));
      await assertFails(getBytes(ref(as('premiumFirm'), 'pdfs/article.pdf')));
      await assertSucceeds(uploadBytes(ref(as('admin'), 'pdfs/new.pdf'), bytes(), PDF));
      await assertFails(uploadBytes(ref(as('premiumFirm'), 'pdfs/new.pdf'), bytes(), PDF));
      await assertFails(uploadBytes(ref(as('admin'), 'pdfs/new.pdf'), bytes(), PNG));
      await assertFails(uploadBytes(ref(as('admin'), 'pdfs/big.pdf'), bytes(20 * MB + 1), PDF));
    });
  });
});
