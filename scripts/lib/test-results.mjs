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
  for (const name of ['unit.json', 'rules.json', 'emulated.json']) {
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

/** Walks Playwright's nested suites to every spec. */
function* playwrightSpecs(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) yield spec;
    yield* playwrightSpecs(suite.suites);
  }
}

/**
 * The tests that failed (and the journeys that passed only on retry), one line each. Printed after
 * the count because CI shows only the end of the output, where the emulators' shutdown log would
 * otherwise bury the one line that says which test to look at.
 */
export function problemLines() {
  const lines = [];
  for (const name of ['unit.json', 'rules.json', 'emulated.json']) {
    for (const file of readJson(name)?.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed') lines.push(`✖ ${file.name.replace(`${ROOT}/`, '')} › ${test.fullName}`);
  }
  for (const spec of playwrightSpecs(readJson('e2e.json')?.suites)) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') lines.push(`✖ e2e/${spec.file} › ${spec.title}`);
      if (test.status === 'flaky') lines.push(`↻ e2e/${spec.file} › ${spec.title} (passed on retry)`);
    }
  }
  return lines;
}
