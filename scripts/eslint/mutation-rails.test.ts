// @vitest-environment node
// The one mutation idiom, kept by lint and by a look over the sources: a screen never casts an
// error to read its message, and the unknown-error text is written once (src/lib/error-message.ts).
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messagesFor(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const CAST = 'export const say = (e: unknown) => (e as Error).message;\n';

describe('one mutation idiom', () => {
  beforeAll(() => messagesFor('src/domain/warm-up.ts', 'export const warm = 1;\n'), 120_000);

  it.each(['src/features/contact/components/leak.tsx', 'src/features/content/components/leak.tsx', 'src/lib/leak.ts'])(
    'refuses `(e as Error).message` in %s',
    async (path) => {
      expect((await messagesFor(path, CAST)).join('\n')).toMatch(/no-restricted-syntax: Word a failure with errorMessage/);
    },
  );

  it('still refuses the domain barrel where it refused it before', async () => {
    const messages = await messagesFor(
      'src/features/content/components/leak.tsx',
      "import { BRAND_NAME } from '@/domain';\nexport const b = BRAND_NAME;\n",
    );
    expect(messages.join('\n')).toMatch(/not the '@\/domain' barrel/);
  });

  it('lets tests build errors as they like', async () => {
    expect(await messagesFor('src/features/contact/components/leak.test.tsx', CAST)).toEqual([]);
  });

  it('writes the unknown-error text once, in src/lib/error-message.ts', () => {
    const files = execFileSync(
      'git',
      // The catalogs carry it as the English source of its translations, by design.
      [
        'grep',
        '-l',
        'Something went wrong. Please try again',
        '--',
        'src',
        ':!*.test.ts',
        ':!*.test.tsx',
        ':!src/locales',
        ':!src/domain/i18n/compiled',
      ],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(Boolean);
    expect(files).toEqual(['src/lib/error-message.ts']);
  });
});
