import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlLocaleOf } from './intl-locale';
import { formatRand } from './money';

describe('intlLocaleOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats a client locale in its own data where the runtime has it (Node's full ICU)", () => {
    expect(intlLocaleOf('af')).toBe('af-ZA');
    expect(intlLocaleOf('en')).toBe('en-ZA');
  });

  // (No date here: format.ts keeps each locale's format once made, for the whole worker.)
  it("falls back to South African English where the runtime lacks the locale (Chromium's isiXhosa), never its root locale", () => {
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(intlLocaleOf('xh')).toBe('en-ZA');
    expect(formatRand(5000, 'xh')).toBe('R 5 000');
  });
});
