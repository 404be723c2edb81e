// Reads the JSON reports of vitest and Playwright and sums them into one closing line.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

export const RESULTS_DIR = join(ROOT, 'test-results', 'reports');

function readJson(name) {
  const path = join(RESULTS_DIR, name);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

export function readCounts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  for (const name of ['unit.json', 'emulated.json']) {
    const report = readJson(name);
    if (!report) continue;
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const e2e = readJson('e2e.json');
  if (e2e?.stats) {
    passed += e2e.stats.expected ?? 0;
    failed += e2e.stats.unexpected ?? 0;
    // Passed only on CI's retry: counted apart so a flaky journey is seen, not hidden or fatal.
    flaky += e2e.stats.flaky ?? 0;
    skipped += e2e.stats.skipped ?? 0;
  }
  const flakyPart = flaky ? `, ${flaky} flaky (passed on retry)` : '';
  return { passed, failed, flaky, skipped, line: `${passed} passed, ${failed} failed${flakyPart}, ${skipped} skipped` };
}
