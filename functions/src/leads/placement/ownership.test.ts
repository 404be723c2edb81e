/**
 * The placement module's ownership, checked over the functions' source (issue 36's "done when"):
 * only the module makes a client's request link for a mail, only lead-count.ts writes the free-lead
 * counters, and no mail data schema carries the client's language or request link (the envelope does).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(ROOT).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const filesMatching = (pattern: RegExp) => files.filter((f) => pattern.test(f.text)).map((f) => f.path);

describe('the placement module owns a lead’s placement and its client mails', () => {
  it('only the module derives a client mail’s request link', () => {
    expect(filesMatching(/myRequestPath\(createRequestAccess\(/)).toEqual(['leads/placement/tell.ts']);
  });

  it('only lead-count.ts writes the free-lead counters', () => {
    // A write names the field as a key: `leadsThisMonth: count`, `{ leadsFullMonth: month }`, a firmLeadClients doc set.
    // (A plan change starts a fresh month through the firm's own writer, src/domain/firms/plan-change.ts:
    // a reset to zero, not a count, so it is not matched here.)
    expect(filesMatching(/\b(leadsThisMonth|leadMonth):\s*(?!number|string)[a-z]/)).toEqual(['leads/placement/lead-count.ts']);
    expect(filesMatching(/\{\s*leadsFullMonth:\s*(month|null)/)).toEqual(['leads/placement/lead-count.ts']);
    expect(filesMatching(/firmLeadClients\(\)/)).toEqual(['leads/placement/lead-count.ts']);
  });

  it('no mail data schema declares the client’s language or request link', () => {
    const contracts = files.find((f) => f.path === 'mail/contracts.ts')!.text;
    expect(contracts).not.toMatch(/\blocale\b/);
    expect(contracts).not.toMatch(/\bmanageUrl\b/);
  });
});
