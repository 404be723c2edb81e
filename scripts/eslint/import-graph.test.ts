// @vitest-environment node
// The import-graph rules (scripts/eslint/import-graph.mjs) and the journeys' ban on fixed waits
// (the type-aware rules run in oxlint: type-aware-rules.test.ts), each tried on the slip it guards against: code a developer might write,
// linted with the project's own configuration at the path it would live at. A sample at the path
// of an existing file is judged as written against the rest of the tree on disk.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The first lint loads the parser, the resolver and every plugin: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });
const eslint = new ESLint({ cwd: root });

async function messagesFor(path: string, code: string) {
  const results = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

// The first lint loads the parser, the resolver and the plugins; do it once, outside any case.
beforeAll(() => messagesFor('src/domain/matching/place.ts', 'export const warm = 1;\n'), 60_000);

describe('import cycles, type-only imports included', () => {
  it('refuses a type-only import that closes a cycle (the place helper reading the scorer, which reads it back)', async () => {
    // matching/score.ts reaches matching/place.ts (through location-fit.ts); place.ts importing a scorer
    // type back is the kind of cycle the domain's former schemas module <-> matching/score.ts was, which
    // import-x/no-cycle let pass because the import was type-only.
    const messages = await messagesFor(
      'src/domain/matching/place.ts',
      "import type { MatchableFirm } from './score';\nexport type Firm = MatchableFirm;\nexport const normalisePlace = (name: string) => name;\n",
    );
    expect(messages.join('\n')).toMatch(
      /import-graph\/no-cycle: Import cycle: src\/domain\/matching\/place\.ts → src\/domain\/matching\/score\.ts → (\S+ → )*src\/domain\/matching\/place\.ts/,
    );
  });

  it('passes the modules as they are', async () => {
    const place = fileURLToPath(new URL('../../src/domain/matching/place.ts', import.meta.url));
    const [result] = await eslint.lintFiles([place]);
    expect(result?.messages).toEqual([]);
  });
});

describe('relative imports stay inside their layer', () => {
  it('refuses a function reaching into the web app by a relative path', async () => {
    const messages = await messagesFor(
      'functions/src/shared/leak.ts',
      "import { BRAND_NAME } from '../../../src/domain/shared/brand';\nexport const b = BRAND_NAME;\n",
    );
    expect(messages.join('\n')).toMatch(
      /import-graph\/no-relative-cross-layer: A relative import leaves functions\/src for src\/domain/,
    );
  });

  it('refuses a relative import from one src layer into another', async () => {
    const messages = await messagesFor(
      'src/lib/leak.ts',
      "import { BRAND_NAME } from '../domain/shared/brand';\nexport const b = BRAND_NAME;\n",
    );
    expect(messages.join('\n')).toMatch(/A relative import leaves src\/lib for src\/domain/);
  });

  it('refuses `../../domain/x` from a feature (the feature boundary rule)', async () => {
    const messages = await messagesFor(
      'src/features/matching/components/leak.ts',
      "import { BRAND_NAME } from '../../../domain/shared/brand';\nexport const b = BRAND_NAME;\n",
    );
    expect(messages.join('\n')).toMatch(/A relative import leaves feature 'matching'/);
  });

  it('allows relative imports within a layer, aliases across layers, and tests reading the fixtures', async () => {
    const inside = await messagesFor(
      'functions/src/shared/ok.ts',
      "import { BRAND_NAME } from '@/domain/shared/brand';\nimport { parseMailData } from '../mail/contracts';\nexport const ok = [BRAND_NAME, parseMailData];\n",
    );
    expect(inside.filter((m) => m.startsWith('import-graph'))).toEqual([]);
    const fixture = await messagesFor(
      'src/lib/ok.test.ts',
      "import { buildLeadMail } from '../../tests/fixtures/mail-factories';\nexport const ok = buildLeadMail;\n",
    );
    expect(fixture.filter((m) => m.startsWith('import-graph'))).toEqual([]);
  });
});

describe('journeys', () => {
  it('refuses a fixed wait', async () => {
    const messages = await messagesFor(
      'e2e/leak.spec.ts',
      "import { test } from '@playwright/test';\ntest('x', async ({ page }) => {\n  await page.waitForTimeout(900);\n});\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-syntax: No fixed waits/);
  });
});
