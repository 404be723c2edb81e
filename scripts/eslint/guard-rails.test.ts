// @vitest-environment node
// The architecture's guard rails, tried the way a slip would happen: each case is code a developer
// might write, linted with the project's own configuration at the path it would live at.
import { ESLint } from 'eslint';
import { format, resolveConfig } from 'prettier';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { basename } from 'node:path';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messagesFor(path: string, code: string) {
  const results = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

describe('feature boundaries', () => {
  // The first lint loads the TypeScript parser and resolver; do it once, outside any single case.
  beforeAll(() => messagesFor('src/domain/warm-up.ts', 'export const warm = 1;\n'), 120_000);

  it('refuses a feature api/ file that imports another feature', async () => {
    const messages = await messagesFor(
      'src/features/matching/api/leak.ts',
      "import { listFeaturedFirms } from '@/features/featured-firms/api/list-featured-firms';\nexport const x = listFeaturedFirms;\n",
    );
    expect(messages.join('\n')).toMatch(/boundaries\/no-cross-feature: Feature 'matching' imports feature 'featured-firms'/);
  });

  it('refuses a relative import into another feature', async () => {
    const messages = await messagesFor(
      'src/features/matching/leak.ts',
      "import { x } from '../results/pages/results-page';\nexport const y = x;\n",
    );
    expect(messages.join('\n')).toMatch(/Feature 'matching' imports feature 'results'/);
  });

  it('refuses an import of src/components from src/lib, by alias or relative path', async () => {
    const alias = await messagesFor('src/lib/leak.ts', "import { cn } from '@/components/ui/cn';\nexport const y = cn;\n");
    expect(alias.join('\n')).toMatch(/boundaries\/no-lib-to-components: src\/lib imports from src\/components/);
    const relative = await messagesFor(
      'src/lib/i18n/leak.ts',
      "import { cn } from '../../components/ui/cn';\nexport const y = cn;\n",
    );
    expect(relative.join('\n')).toMatch(/boundaries\/no-lib-to-components/);
    expect(
      await messagesFor('src/lib/ok.ts', "import { watchSession } from '@/lib/session';\nexport const y = watchSession;\n"),
    ).not.toContainEqual(expect.stringMatching(/no-lib-to-components/));
  });

  it('refuses a relative import that climbs out of the feature', async () => {
    const messages = await messagesFor(
      'src/features/matching/components/leak.ts',
      "import { cn } from '../../../components/ui/cn';\nexport const y = cn;\n",
    );
    expect(messages.join('\n')).toMatch(/A relative import leaves feature 'matching'/);
  });

  it('lets api/ import Firebase but not the app layer', async () => {
    const firebase = await messagesFor(
      'src/features/matching/api/ok.ts',
      "import { doc } from 'firebase/firestore';\nexport const d = doc;\n",
    );
    expect(firebase).toEqual([]);
    const app = await messagesFor(
      'src/features/matching/api/leak.ts',
      "import { ROUTES } from '@/app/route-table';\nexport const r = ROUTES;\n",
    );
    expect(app.join('\n')).toMatch(/Features do not import the app layer/);
  });

  it('keeps the domain barrel out of the app shell every page downloads', async () => {
    const barrel = await messagesFor(
      'src/app/layouts/leak.tsx',
      "import { BRAND_NAME } from '@/domain';\nexport const b = BRAND_NAME;\n",
    );
    expect(barrel.join('\n')).toMatch(/not the '@\/domain' barrel/);
    const module = await messagesFor(
      'src/app/layouts/ok.tsx',
      "import { BRAND_NAME } from '@/domain/shared/brand';\nexport const b = BRAND_NAME;\n",
    );
    expect(module).toEqual([]);
  });

  it('allows relative imports inside a feature and shared code by alias', async () => {
    const messages = await messagesFor(
      'src/features/matching/components/ok.ts',
      "import { WIZARD_STEPS } from './wizard-state';\nimport { cn } from '@/components/ui';\nexport const y = [WIZARD_STEPS, cn];\n",
    );
    expect(messages.filter((m) => m.startsWith('boundaries') || m.startsWith('no-restricted-imports'))).toEqual([]);
  });

  it('keeps Firebase out of components', async () => {
    const messages = await messagesFor(
      'src/features/matching/components/leak.tsx',
      "import { doc } from 'firebase/firestore';\nexport const d = doc;\n",
    );
    expect(messages.join('\n')).toMatch(/Firebase is used only in src\/lib and features\/\*\/api/);
  });

  it('checks accessibility in JSX', async () => {
    const messages = await messagesFor('src/components/ui/leak.tsx', 'export const Pic = () => <img src="/a.png" />;\n');
    expect(messages.join('\n')).toMatch(/jsx-a11y\/alt-text/);
  });
});

describe('formatting', () => {
  it('prettier --check rejects code that is not formatted as the project formats it', async () => {
    const options = { ...(await resolveConfig(`${root}/src/x.ts`)), filepath: `${root}/src/x.ts` };
    const unformatted = 'export const  x = {a:1,b:"two"}\n';
    expect(await format(unformatted, options)).not.toBe(unformatted);
    expect(await format("export const x = { a: 1, b: 'two' };\n", options)).toBe("export const x = { a: 1, b: 'two' };\n");
  });

  it('npm run lint runs prettier --check after ESLint', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default;
    expect(pkg.scripts.lint).toMatch(/eslint .*&& prettier --check \./);
  });
});

describe('one wording for the brand and the response promise', () => {
  // Every screen, email and page title reads these from src/domain/shared/brand.ts, so a rename or a
  // changed promise reaches every place at once. Test files and the constant itself are exempt.
  function matches(pattern: string): string[] {
    const args = [
      'grep',
      '-n',
      '-I',
      '-E',
      pattern,
      '--',
      'src',
      'functions/src',
      ':!*.test.ts',
      ':!*.test.tsx',
      ':!src/domain/shared/brand.ts',
    ];
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    } catch {
      return []; // git grep exits 1 when nothing matches
    }
  }

  it('spells the brand name only in its constant', () => {
    expect(matches('RegMatch')).toEqual([]);
  });

  it('promises contact only in the words of RESPONSE_PROMISE', () => {
    expect(matches('(contact|respond|response)[^.]*within 24 hours')).toEqual([]);
  });
});

// Each check runs `git grep` over the tree: about a second alone, several while the machine is busy
// (a suite in parallel), so these tests allow more than the unit default; none measures speed.
describe('one form idiom', { timeout: 30_000 }, () => {
  // Forms are react-hook-form with the shared zod schema, through useZodForm
  // (src/lib/use-zod-form.ts), every one of them. (The matching wizard's path is still a
  // reducer, its steps being history entries; its answers are the form's. See docs/architecture.md.)
  const tracked = (pattern: string): string[] => {
    try {
      const args = ['grep', '-l', '-I', '-E', pattern, '--', 'src', ':!*.test.ts', ':!*.test.tsx'];
      return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };

  it('every <form> is built with useZodForm', () => {
    const withHook = tracked('useZodForm\\(');
    const withForm = tracked('<form[ >]').filter((file) => file.endsWith('.tsx'));
    // A shared frame (the operator queues' DecisionFrame) may render the <form> for its callers:
    // then every module that imports it must build its form with useZodForm, and one must exist.
    const importersOf = (file: string): string[] =>
      tracked(`from '[^']*${basename(file, '.tsx')}'`).filter((importer) => importer !== file);
    const withoutHook = withForm.filter((file) => {
      if (withHook.includes(file)) return false;
      const importers = importersOf(file);
      return importers.length === 0 || importers.some((importer) => !withHook.includes(importer));
    });
    expect(withoutHook).toEqual([]);
  });

  it('only useZodForm calls useForm and zodResolver', () => {
    const direct = tracked("from '(react-hook-form|@hookform/resolvers/zod)'").filter(
      (file) => file !== 'src/lib/use-zod-form.ts',
    );
    const callers = direct.filter((file) => tracked('\\buseForm\\(|zodResolver\\(').includes(file));
    expect(callers).toEqual([]);
  });
});
