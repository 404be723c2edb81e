import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Four projects: fast unit tests (no emulators), checks of the built site (dist/, no browser, no
// emulator: they run right after the build), and two suites that need the emulators and therefore
// only run inside `firebase emulators:exec` (see scripts/test.mjs and docs/testing.md).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/fixtures/**/*.test.ts',
          ],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'site',
          globals: true,
          environment: 'node',
          include: ['tests/site/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'rules',
          globals: true,
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          globals: true,
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['./tests/integration/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
