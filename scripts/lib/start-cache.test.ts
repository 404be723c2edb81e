// @vitest-environment node
import { mkdtempSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFingerprint, formatDuration } from './start-cache.mjs';

describe('buildFingerprint', () => {
  it('stays the same for an unchanged tree and changes when a source file or the build env changes', () => {
    const root = mkdtempSync(join(tmpdir(), 'start-cache-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;\n');
    const first = buildFingerprint(root, ['src'], { PORT: '1' });
    expect(buildFingerprint(root, ['src'], { PORT: '1' })).toBe(first);
    expect(buildFingerprint(root, ['src'], { PORT: '2' })).not.toBe(first);
    writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 2;\n');
    utimesSync(join(root, 'src', 'a.ts'), new Date(), new Date(Date.now() + 5000));
    expect(buildFingerprint(root, ['src'], { PORT: '1' })).not.toBe(first);
  });
});

describe('formatDuration', () => {
  it('reads as a person would say it', () => {
    expect(formatDuration(42_400)).toBe('42 s');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
  });
});
