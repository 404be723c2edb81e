import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from '../src/domain/i18n/po';
import { reviewStateOf } from '../src/domain/i18n/review-state';
import { SUGGESTION_PATCH_FORMAT, suggestionPatch } from '../src/domain/i18n/suggestions';
import { applySuggestionFile } from './i18n-apply-suggestions';

// The script on a temp copy of the real isiZulu catalog: the patched messages change, nothing else does.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'apply-suggestions-'));
  cpSync('src/locales/zu', join(dir, 'zu'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (suggestions: unknown[]) => {
  const file = join(dir, 'accepted.json');
  writeFileSync(file, JSON.stringify({ format: SUGGESTION_PATCH_FORMAT, version: 1, suggestions }));
  return file;
};

describe('npm run i18n:apply-suggestions', () => {
  it('replaces the accepted messages’ msgstr and records who reviewed them, leaving every other line as it was', () => {
    const before = readFileSync(join(dir, 'zu/messages.po'), 'utf8');
    const file = write([
      { locale: 'zu', messageId: 'footer.home', text: 'Ekhaya', reviewedBy: 'Thandi Nkosi', reviewedOn: '2026-12-02' },
      {
        locale: 'zu',
        messageId: 'footer.blurb',
        text: 'Ukuxhumana "mahhala" namafemu. Amafemu aphendula {promise}.',
        reviewedBy: 'Thandi Nkosi',
        reviewedOn: '2026-12-02',
      },
    ]);
    expect(applySuggestionFile(file, dir)).toEqual(['zu: 2 applied']);
    const after = readFileSync(join(dir, 'zu/messages.po'), 'utf8');
    const entries = new Map(parsePo(after).entries.map((e) => [e.key, e]));
    expect(entries.get('footer.home')?.translation).toBe('Ekhaya');
    expect(entries.get('footer.blurb')?.translation).toBe('Ukuxhumana "mahhala" namafemu. Amafemu aphendula {promise}.');
    expect(reviewStateOf(entries.get('footer.home')?.review)).toEqual({
      state: 'reviewed',
      by: 'Thandi Nkosi',
      on: '2026-12-02',
    });
    expect(reviewStateOf(entries.get('footer.support')?.review)).toEqual({ state: 'draft' });
    // Only the two messages' msgstr and review lines changed.
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual([
      '# review: reviewed by Thandi Nkosi, 2026-12-02',
      'msgstr "Ukuxhumana \\"mahhala\\" namafemu. Amafemu aphendula {promise}."',
      '# review: reviewed by Thandi Nkosi, 2026-12-02',
      'msgstr "Ekhaya"',
    ]);
    expect(after.split('\n')).toHaveLength(before.split('\n').length);
  });

  it('skips a message the catalog does not have and words that drop a placeholder, and says so', () => {
    const before = readFileSync(join(dir, 'zu/messages.po'), 'utf8');
    const file = write([
      { locale: 'zu', messageId: 'footer.gone', text: 'Akukho', reviewedBy: 'T', reviewedOn: '2026-12-02' },
      {
        locale: 'zu',
        messageId: 'footer.blurb',
        text: 'Amafemu aphendula masinyane.',
        reviewedBy: 'T',
        reviewedOn: '2026-12-02',
      },
    ]);
    expect(applySuggestionFile(file, dir)).toEqual([
      'zu: 0 applied',
      'zu: footer.gone is not in the catalog, skipped',
      'zu: footer.blurb changes a {placeholder} or <tag>, skipped',
    ]);
    expect(readFileSync(join(dir, 'zu/messages.po'), 'utf8')).toBe(before);
  });

  it('refuses a file that is not a suggestions file', () => {
    const file = join(dir, 'other.json');
    writeFileSync(file, JSON.stringify({ suggestions: [] }));
    expect(() => applySuggestionFile(file, dir)).toThrow(/not a translation suggestions file/);
  });

  it('reads the file the control panel downloads: the accepted suggestions, the latest per message last', () => {
    const base = { english: 'Home', current: 'Ikhaya', note: '', createdAt: 0, decidedByUid: 'u' };
    const patch = suggestionPatch([
      {
        ...base,
        id: 'b',
        locale: 'zu',
        messageId: 'footer.home',
        text: 'Ekhaya',
        status: 'accepted',
        acceptedText: 'Ekhaya!',
        reviewedBy: 'Sipho',
        decidedAt: Date.UTC(2026, 11, 3),
      },
      {
        ...base,
        id: 'a',
        locale: 'zu',
        messageId: 'footer.home',
        text: 'Kwa',
        status: 'accepted',
        acceptedText: 'Kwa',
        reviewedBy: 'Thandi',
        decidedAt: Date.UTC(2026, 11, 1),
      },
      {
        ...base,
        id: 'c',
        locale: 'zu',
        messageId: 'footer.legal',
        text: 'X',
        status: 'declined',
        acceptedText: null,
        reviewedBy: 'Thandi',
        decidedAt: 1,
      },
    ]);
    expect(patch.suggestions.map((s) => [s.text, s.reviewedBy, s.reviewedOn])).toEqual([
      ['Kwa', 'Thandi', '2026-12-01'],
      ['Ekhaya!', 'Sipho', '2026-12-03'],
    ]);
    const file = join(dir, 'accepted.json');
    writeFileSync(file, JSON.stringify(patch));
    applySuggestionFile(file, dir);
    const entry = parsePo(readFileSync(join(dir, 'zu/messages.po'), 'utf8')).entries.find((e) => e.key === 'footer.home')!;
    expect([entry.translation, entry.review]).toEqual(['Ekhaya!', 'reviewed by Sipho, 2026-12-03']);
  });
});
