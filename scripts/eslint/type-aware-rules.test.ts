// @vitest-environment node
// The type-aware rules (.oxlintrc.json: oxlint with tsgolint, TypeScript 7's checker), each tried on
// the slip it guards against, through the same `oxlint --type-aware` that `npm run lint` runs. The
// samples live in a scratch project of their own, never in the tree the background checks read.
// Without its type-aware half (oxlint-tsgolint) oxlint lints with the rest and reports nothing, so
// these cases are also what fails when that half goes missing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'type-aware-'));
  const compilerOptions = { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', types: [] };
  writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(name: string, code: string): { exitCode: number | null; output: string } {
  writeFileSync(join(scratch, name), code);
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'oxlint'),
    ['--type-aware', '-c', join(root, '.oxlintrc.json'), join(scratch, name)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { exitCode: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('type-aware rules', () => {
  it('refuses a promise nobody awaits or handles', () => {
    const { exitCode, output } = lint(
      'floating.ts',
      'async function save(): Promise<void> {}\nexport function onClick() {\n  save();\n}\n',
    );
    expect(output).toMatch(/typescript\(no-floating-promises\)/);
    expect(exitCode).not.toBe(0);
  });

  it('accepts the same promise awaited, or set aside with void', () => {
    const { exitCode, output } = lint(
      'handled.ts',
      'async function save(): Promise<void> {}\nexport async function onSubmit() {\n  await save();\n}\nexport function onBlur() {\n  void save();\n}\n',
    );
    expect(output).not.toMatch(/no-floating-promises/);
    expect(exitCode).toBe(0);
  });

  it('refuses an assertion that changes nothing', () => {
    const { exitCode, output } = lint('assertion.ts', "const name: string = 'a';\nexport const same = name as string;\n");
    expect(output).toMatch(/typescript\(no-unnecessary-type-assertion\)/);
    expect(exitCode).not.toBe(0);
  });
});
