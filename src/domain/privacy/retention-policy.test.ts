import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RETENTION } from './retention';
import { LINK_LIFETIMES, RETENTION_LINES, retentionItems } from './retention-policy';

const domain = join(import.meta.dirname, '..');

/** `export const X_TTL_DAYS = …` (or `_LINK_DAYS`, `_CONFIRM_DAYS`): a stored link's lifetime, anywhere in src/domain. */
function lifetimeConstants(): { name: string; value: string }[] {
  return readdirSync(domain, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
    .flatMap((f) => [
      ...readFileSync(join(domain, f), 'utf8').matchAll(/export const ([A-Z_]+_(?:TTL|LINK|CONFIRM)_DAYS) = ([^;]+);/g),
    ])
    .map((m) => ({ name: m[1]!, value: m[2]!.trim() }));
}

describe('retention: every constant in code has its line in the policy, and the reverse', () => {
  it('every RETENTION period has one line, and that line states the number', () => {
    expect(Object.keys(RETENTION_LINES).sort()).toEqual(Object.keys(RETENTION).sort());
    for (const [key, line] of Object.entries(RETENTION_LINES))
      expect(line, key).toContain(String(RETENTION[key as keyof typeof RETENTION]));
    for (const line of Object.values(RETENTION_LINES)) expect(retentionItems()).toContain(line);
  });

  it("every link lifetime constant is printed (those equal to a RETENTION period through that period's line)", () => {
    const listed = LINK_LIFETIMES.map((l) => l.constant as string);
    const inCode = lifetimeConstants().filter((c) => !c.value.startsWith('RETENTION.'));
    expect(inCode.map((c) => c.name).sort()).toEqual([...listed].sort());
    const text = retentionItems().join('\n');
    for (const l of LINK_LIFETIMES) expect(text).toContain(`${l.link}, ${l.days} days`);
  });
});
