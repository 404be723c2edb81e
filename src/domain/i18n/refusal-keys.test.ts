// Every refusal a translated client page can receive is worded on purpose: by a catalog key, as
// the server sent it (English, for a stated reason), by its message's key, or by the page itself.
// The reasons a callable can send are read from the server's code: the file that declares it
// (`callable('name', …)`) and every module it imports from functions/src, with the reasons
// `callableError('…')` names and the single-use links' `link: '…'` stores imply, plus the ones
// functions/src/shared/callable.ts sends before any handler runs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALLABLE_ERROR_REASONS, type CallableErrorReason } from '../callable-errors';
import { LOCALE_CODES } from '../shared/locales';
import { REFUSAL_KEYS, refusalWords, type TranslatedCallable } from './refusal-keys';
import { AS_SENT, BY_MESSAGE, OWN_WORDS } from './refusal-words';
import { translator } from './translate';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const functionsSrc = join(repo, 'functions/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}
const SOURCES = new Map(sourceFiles(functionsSrc).map((path) => [path, readFileSync(path, 'utf8')]));
const CALLABLE_MODULE = join(functionsSrc, 'shared/callable.ts');

/** The functions/src module a relative specifier names, if any. */
function moduleAt(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => SOURCES.has(candidate));
}

/** The names an import statement takes (`{ a, b as c, type T }`), or null for `* as` and side-effect imports. */
function importedNames(clause: string): string[] | null {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return null;
  return braces[1]!
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);
}

/**
 * The modules behind the names a barrel (a file of `export { … } from './part'` lines, such as the
 * placement module) re-exports: importing `tellClient` from it reaches tell.ts, not every part.
 */
function partsFor(barrel: string, names: string[]): string[] | null {
  const text = SOURCES.get(barrel)!;
  const reexports = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.{1,2}\/[^']+)'/g)];
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').replace(/export\s+(?:type\s+)?\{[^}]*\}\s+from\s+'[^']+';?/g, '');
  if (reexports.length === 0 || code.trim() !== '') return null;
  const parts = new Set<string>();
  for (const [, clause, spec] of reexports) {
    const exported = importedNames(`{${clause}}`)!;
    const part = moduleAt(barrel, spec!);
    if (part && exported.some((name) => names.includes(name))) parts.add(part);
  }
  return [...parts];
}

/** The functions/src modules a file imports by a relative path (through a barrel, only the parts it uses). */
function importsOf(path: string): string[] {
  return [...SOURCES.get(path)!.matchAll(/(?:import|export)\s+([^;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/g)].flatMap(
    ([, clause, spec]) => {
      const target = moduleAt(path, spec!);
      if (!target) return [];
      const names = importedNames(clause!);
      return (names && partsFor(target, names)) ?? [target];
    },
  );
}

/** Every reason the callable's own code and what it imports can send. */
function reasonsSentBy(callable: string): Set<CallableErrorReason> {
  const declaring = [...SOURCES].find(([, text]) => text.includes(`callable('${callable}'`))?.[0];
  if (!declaring) throw new Error(`No functions/src module declares callable('${callable}', …)`);
  const reasons = new Set<string>(['app-not-verified', 'invalid-input', 'server-error']);
  const spec = SOURCES.get(declaring)!;
  if (/rateLimit:/.test(spec)) reasons.add('rate-limited');
  if (!/access: 'public'/.test(spec)) ['sign-in-required', 'firm-only', 'admin-only'].forEach((r) => reasons.add(r));
  const seen = new Set([declaring]);
  const queue = [declaring];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (path === CALLABLE_MODULE) continue;
    const text = SOURCES.get(path)!;
    for (const [, reason] of text.matchAll(/callableError\(\s*'([a-z-]+)'/g)) reasons.add(reason!);
    for (const [, link] of text.matchAll(/\blink: '([a-z-]+)'/g))
      ['unknown', 'used', 'expired'].forEach((end) => reasons.add(`${link}-link-${end}`));
    for (const next of importsOf(path)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  for (const reason of reasons) {
    expect(CALLABLE_ERROR_REASONS, `${relative(repo, declaring)} sends an unknown reason`).toContain(reason);
  }
  return reasons as Set<CallableErrorReason>;
}

const CALLABLES = Object.keys(REFUSAL_KEYS) as TranslatedCallable[];

describe.each(CALLABLES)('the refusals of %s on a translated page', (callable) => {
  it('word every reason the server code can send', () => {
    const entry = REFUSAL_KEYS[callable];
    const sent = reasonsSentBy(callable);
    if (entry.others === 'fallback') {
      // Every unlisted reason reads as the page's translated fallback; the listed ones must be real.
      for (const reason of Object.keys(entry.reasons)) expect(sent, reason).toContain(reason);
      return;
    }
    const unworded = [...sent].filter((reason) => !(reason in entry.reasons));
    expect(unworded, `add these reasons to REFUSAL_KEYS.${callable}`).toEqual([]);
  });

  it('names catalog keys that every language translates', () => {
    for (const [reason, words] of Object.entries(REFUSAL_KEYS[callable].reasons)) {
      if (words === AS_SENT || words === BY_MESSAGE || words === OWN_WORDS) continue;
      const english = translator('en')(words);
      expect(english, `${reason}: ${words}`).not.toBe(words);
      for (const locale of LOCALE_CODES.filter((l) => l !== 'en'))
        expect(translator(locale)(words), `${locale} ${words}`).not.toBe(english);
    }
  });
});

describe('refusalWords', () => {
  it('words a listed reason by its entry, whatever page-specific words it has', () => {
    expect(refusalWords('sendLeadOn', 'lead-withdrawn')).toBe('server.sendOn.withdrawn');
    expect(refusalWords('sendLeadOn', 'firm-unavailable')).toBe(OWN_WORDS);
    expect(refusalWords('getLeadRelease', 'rate-limited')).toBe(AS_SENT);
  });

  it('reads an unlisted reason as the fallback where the entry says so, and as sent elsewhere', () => {
    expect(refusalWords('requestMatch', 'firm-unavailable')).toBeNull();
    expect(refusalWords('contactFirm', 'lead-limit-reached')).toBe('match.leadLimit');
    expect(refusalWords('getLeadRelease', 'firm-unavailable')).toBe(AS_SENT);
  });
});
