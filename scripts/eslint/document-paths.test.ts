// @vitest-environment node
// One path to every document: functions/src/shared/documents.ts is the only functions module that
// names a Firestore path. Each case is a slip a developer might make, linted with the project's own
// configuration at the path it would live at.
import { ESLint } from 'eslint';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Linting a file of functions/src builds its TypeScript program for the type-aware rules: seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
const eslint = new ESLint({ cwd: root });
const PATH_RULE = /no-restricted-syntax: Name Firestore paths only in functions\/src\/shared\/documents\.ts/;

async function messagesFor(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`).join('\n');
}

const header = "import { db } from '../shared/admin';\nimport { collections } from '../shared/documents';\n";

describe('Firestore paths outside the document registry', () => {
  beforeAll(() => messagesFor('functions/src/leads/warm-up.ts', 'export const warm = 1;\n'), 120_000);

  it.each([
    ['db.collection', "export const leads = () => db.collection('leads');\n"],
    ['db.doc', 'export const lead = (id: string) => db.doc(`leads/${id}`);\n'],
    ['db.collectionGroup', "export const all = () => db.collectionGroup('private');\n"],
    ['a subcollection by name', "export const account = (id: string) => collections.firms().doc(id).collection('private');\n"],
    ['a document id spelled out', "export const state = () => collections.system().doc('retention');\n"],
    ['an id built from a template', 'export const copy = (id: string) => collections.leads().doc(`accepted-${id}`);\n'],
  ])('refuses %s in a functions module', async (_slip, code) => {
    expect(await messagesFor('functions/src/leads/leak.ts', header + code)).toMatch(PATH_RULE);
  });

  it('allows the registry refs with an id held in a variable', async () => {
    const messages = await messagesFor(
      'functions/src/leads/ok.ts',
      header +
        'export const lead = (id: string) => collections.leads().doc(id);\nexport const fresh = () => collections.leads().doc();\nexport const d = db;\n',
    );
    expect(messages).not.toMatch(PATH_RULE);
  });

  it('lets the registry itself name paths', async () => {
    const messages = await messagesFor(
      'functions/src/shared/documents.ts',
      "import { db } from './admin';\nexport const leads = () => db.collection('leads');\n",
    );
    expect(messages).not.toMatch(PATH_RULE);
  });

  it('finds no db.collection or db.doc outside the registry in the functions today', () => {
    let found = '';
    try {
      found = execFileSync('git', ['grep', '-n', '-E', 'db\\.(collection|collectionGroup|doc)\\(', '--', 'functions/src'], {
        cwd: root,
        encoding: 'utf8',
      });
    } catch {
      found = '';
    }
    const outside = found
      .split('\n')
      .filter(Boolean)
      .filter((line) => !line.startsWith('functions/src/shared/documents.ts:'));
    expect(outside).toEqual([]);
  });
});
