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

  describe('blog images', () => {
    it('are public to read and written by operators only', async () => {
      await existing('blog/cover.png');
      await assertSucceeds(getBytes(ref(anonymous(), 'blog/cover.png')));
      await assertSucceeds(uploadBytes(ref(as('admin'), 'blog/new.png'), bytes(), PNG));
      await assertFails(uploadBytes(ref(as('premiumFirm'), 'blog/new.png'), bytes(), PNG));
      await assertFails(uploadBytes(ref(as('admin'), 'blog/new.pdf'), bytes(), PDF));
    });
  });

  // The registration logo (firms/temp/) and the blog-import PDF (pdfs/) paths are no longer used:
  // every actor is denied both reading and writing them, as any path storage.rules does not match.
  describe('paths the app no longer uses', () => {
    const everyone = [
      ['a visitor', () => anonymous()],
      ...(['client', 'freeFirm', 'premiumFirm', 'admin'] as const).map((actor) => [actor, () => as(actor)] as const),
    ] as const;
    for (const [who, storage] of everyone) {
      it(`${who} can neither write nor read under firms/temp/ or pdfs/`, async () => {
        await existing('firms/temp/old-logo.png');
        await existing('pdfs/old.pdf', PDF);
        await assertFails(uploadBytes(ref(storage(), 'firms/temp/new-logo.png'), bytes(), PNG));
        await assertFails(uploadBytes(ref(storage(), 'pdfs/new.pdf'), bytes(), PDF));
        await assertFails(getBytes(ref(storage(), 'firms/temp/old-logo.png')));
        await assertFails(getBytes(ref(storage(), 'pdfs/old.pdf')));
      });
    }
  });
});
