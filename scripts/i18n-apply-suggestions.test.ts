import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from '../src/domain/i18n/po';
import { reviewStateOf } from '../src/domain/i18n/review-state';
import { SUGGESTION_PATCH_FORMAT, suggestionPatch, type TranslationSuggestion } from '../src/domain/i18n/suggestions';
import { applySuggestionFile } from './i18n-apply-suggestions';

// The script on a temp copy of the real isiZulu catalog: the patched messages change, nothing else does.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'apply-suggestions-'));
  cpSync('src/locales/zu', join(dir, 'zu'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const EXPORTED = { exportedAt: '2026-12-02T10:00:00.000Z', exportedBy: 'Thandi Nkosi' };
/** One accepted isiZulu wording, as the file carries it. */
const row = (messageId: string, text: string, reviewedBy = 'Thandi Nkosi') => ({
  locale: 'zu',
  messageId,
  text,
  reviewedBy,
  reviewedOn: '2026-12-02',
});
const write = (suggestions: unknown[], file = 'accepted.json') => {
  const path = join(dir, file);
  writeFileSync(path, JSON.stringify({ format: SUGGESTION_PATCH_FORMAT, version: 2, ...EXPORTED, suggestions }));
  return path;
};
const catalog = () => readFileSync(join(dir, 'zu/messages.po'), 'utf8');
const entry = (key: string) => parsePo(catalog()).entries.find((e) => e.key === key)!;
const BLURB = 'Ukuxhumana "mahhala" namafemu. Amafemu aphendula {promise}.';

describe('npm run i18n:apply-suggestions', () => {
  it('replaces the accepted messages’ msgstr and records who reviewed them, leaving every other line as it was', () => {
    const before = catalog();
    const file = write([row('footer.home', 'Ekhaya'), row('footer.blurb', BLURB)]);
    expect(applySuggestionFile(file, dir)).toEqual([
      'exported 2026-12-02 10:00 UTC by Thandi Nkosi: 2 accepted',
      'zu: 2 applied',
    ]);
    expect(entry('footer.home').translation).toBe('Ekhaya');
    expect(entry('footer.blurb').translation).toBe(BLURB);
    expect(reviewStateOf(entry('footer.home').review)).toEqual({ state: 'reviewed', by: 'Thandi Nkosi', on: '2026-12-02' });
    expect(reviewStateOf(entry('footer.support').review)).toEqual({ state: 'draft' });
    // Only the two messages' msgstr and review lines changed.
    const after = catalog();
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
    const before = catalog();
    const file = write([row('footer.gone', 'Akukho', 'T'), row('footer.blurb', 'Amafemu aphendula masinyane.', 'T')]);
    expect(applySuggestionFile(file, dir).slice(1)).toEqual([
      'zu: 0 applied',
      'zu: footer.gone is not in the catalog, skipped',
      'zu: footer.blurb changes a {placeholder} or <tag>, skipped',
    ]);
    expect(catalog()).toBe(before);
  });

  it('refuses a file that is not a suggestions file, or one of the first format (every acceptance again)', () => {
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ suggestions: [] }));
    expect(() => applySuggestionFile(other, dir)).toThrow(/not a translation suggestions file/);
    writeFileSync(other, JSON.stringify({ format: SUGGESTION_PATCH_FORMAT, version: 1, suggestions: [] }));
    expect(() => applySuggestionFile(other, dir)).toThrow(/not a translation suggestions file/);
  });

  describe('the files the control panel downloads', () => {
    const base = {
      english: 'Home',
      current: 'Ikhaya',
      note: '',
      createdAt: 0,
      decidedByUid: 'u',
      exportedAt: null,
      exportedBy: null,
    };
    /** A decided suggestion of footer.home as the control panel reads it. */
    const decided = (id: string, fields: Partial<TranslationSuggestion>): TranslationSuggestion => ({
      ...base,
      id,
      locale: 'zu',
      messageId: 'footer.home',
      text: 'Ekhaya',
      status: 'accepted',
      acceptedText: 'Ekhaya',
      reviewedBy: 'Thandi',
      decidedAt: Date.UTC(2026, 11, 1),
      ...fields,
    });
    const save = (patch: ReturnType<typeof suggestionPatch>, name: string) => {
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify(patch));
      return file;
    };

    it('carries the accepted ones, the latest per message last (it wins), and says when and by whom it was exported', () => {
      const patch = suggestionPatch(
        [
          decided('b', { acceptedText: 'Ekhaya!', reviewedBy: 'Sipho', decidedAt: Date.UTC(2026, 11, 3) }),
          decided('a', { acceptedText: 'Kwa' }),
          decided('c', { messageId: 'footer.legal', status: 'declined', acceptedText: null, decidedAt: 1 }),
        ],
        { at: Date.UTC(2026, 11, 4, 9, 30), by: 'Thandi' },
      );
      expect(patch.suggestions.map((s) => [s.text, s.reviewedBy, s.reviewedOn])).toEqual([
        ['Kwa', 'Thandi', '2026-12-01'],
        ['Ekhaya!', 'Sipho', '2026-12-03'],
      ]);
      expect(applySuggestionFile(save(patch, 'one.json'), dir)[0]).toBe('exported 2026-12-04 09:30 UTC by Thandi: 2 accepted');
      expect([entry('footer.home').translation, entry('footer.home').review]).toEqual([
        'Ekhaya!',
        'reviewed by Sipho, 2026-12-03',
      ]);
    });

    it('a later file holds only what is new, so a hand edit made after the first file stays', () => {
      const first = suggestionPatch([decided('a', { acceptedText: 'Kwa' })], { at: Date.UTC(2026, 11, 2), by: 'Thandi' });
      applySuggestionFile(save(first, 'first.json'), dir);
      // A developer corrects the word by hand after the first file.
      writeFileSync(join(dir, 'zu/messages.po'), catalog().replace('msgstr "Kwa"', 'msgstr "Ekhaya"'));
      // The next file: the export read only the suggestions no file held (exportTranslationSuggestions).
      const second = suggestionPatch([decided('d', { messageId: 'footer.contact', acceptedText: 'Xhumana Nathi Manje' })], {
        at: Date.UTC(2026, 11, 9),
        by: 'Sipho',
      });
      expect(applySuggestionFile(save(second, 'second.json'), dir)).toEqual([
        'exported 2026-12-09 00:00 UTC by Sipho: 1 accepted',
        'zu: 1 applied',
      ]);
      expect(entry('footer.home').translation).toBe('Ekhaya');
      expect(entry('footer.contact').translation).toBe('Xhumana Nathi Manje');
    });
  });
});
