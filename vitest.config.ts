import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** Plain-Node unit tests that mock modules, stub globals or set module state: each needs a fresh module graph. */
const MODULE_STATE_TESTS = [
  'src/lib/callable.test.ts',
  'src/lib/firebase-app-check.test.ts',
  'src/lib/session.test.ts',
  'functions/src/shared/callable.test.ts',
  'functions/src/matching/lead-drafts.test.ts',
  'functions/src/payments/simulator-export.test.ts',
];

/**
 * Component tests that stub a global (fetch, mostly) or redefine a property of window (location):
 * these run in a worker thread with a window of their own. The other component tests run in VM
 * contexts (vitest's vmThreads), where setting up jsdom for each file took 2 s in all instead of
 * 44 s, and the unit stage took 81 s instead of 105 s on two cores. In a VM context jsdom's
 * location cannot be redefined, and a stubbed fetch did not reach the Firebase SDK: those tests
 * failed there (they fail, they never pass by mistake).
 */
const SRC = fileURLToPath(new URL('./src', import.meta.url));
const OWN_WINDOW_TESTS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx'))
  .filter((file) => /vi\.stubGlobal|defineProperty\(window/.test(readFileSync(join(SRC, file), 'utf8')))
  .map((file) => `src/${file}`);

/**
 * A unit test's time limit: a guard against one that hangs, never a speed check. On a loaded
 * machine a test that starts a process (oxlint, firebase-tools' validator) took 6 s, past
 * vitest's default limit of 5 (docs/testing.md, the ninth pass).
 */
const UNIT_TEST_TIMEOUT = 30_000;

// The projects: fast unit tests in four (`--project 'unit*'` runs them): `unit-dom` and
// `unit-dom-own-window`, the component tests in jsdom (above); `unit`, everything else in plain
// Node (a jsdom per file cost ~0.5 s of CPU for each of 60 files that never touch the DOM), and
// `unit-isolated`, those of them with module state. Then checks of the built site (dist/, no
// browser, no emulator: they run right after the build), and two suites that need the emulators
// and therefore only run inside `firebase emulators:exec` (see scripts/test.mjs and docs/testing.md).
// The unit projects run in worker threads (or VM contexts in them), not forked processes: a thread
// starts and imports faster (measured over the unit run on two cores: 114-124 s against 135 s,
// ~205 CPU-s against 226). The emulated suites keep the default: one worker each, holding the
// Firebase clients.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves one core free by default, which on a two-core CI machine means one worker:
    // the unit run took 113 s on one core and 47 s on two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit-dom',
          testTimeout: UNIT_TEST_TIMEOUT,
          pool: 'vmThreads',
          globals: true,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...OWN_WINDOW_TESTS],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-dom-own-window',
          testTimeout: UNIT_TEST_TIMEOUT,
          pool: 'threads',
          globals: true,
          environment: 'jsdom',
          include: OWN_WINDOW_TESTS,
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit',
          testTimeout: UNIT_TEST_TIMEOUT,
          pool: 'threads',
          globals: true,
          environment: 'node',
          include: ['src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/fixtures/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MODULE_STATE_TESTS],
          // Files keep one worker's imports (measured: the project's import time fell from ~20 s).
          // The files that replace modules or module state run apart, isolated, in unit-isolated.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          testTimeout: UNIT_TEST_TIMEOUT,
          pool: 'threads',
          globals: true,
          environment: 'node',
          include: MODULE_STATE_TESTS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'site',
          testTimeout: UNIT_TEST_TIMEOUT,
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
          // One file at a time in one worker: re-importing the Firebase SDKs for every file cost
          // ~0.85 s each. Nothing here mocks modules; shared clients are reused on purpose.
          isolate: false,
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
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
