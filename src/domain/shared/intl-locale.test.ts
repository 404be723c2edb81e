import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSastDate, formatSastLongDateTime } from './format';
import { intlLocaleOf } from './intl-locale';
import { formatRand } from './money';

describe('intlLocaleOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats a client locale in its own data where the runtime has it (Node's full ICU)", () => {
    expect(intlLocaleOf('af')).toBe('af-ZA');
    expect(intlLocaleOf('en')).toBe('en-ZA');
  });

  it("falls back to South African English where the runtime lacks the locale (Chromium's isiXhosa), never its root locale", () => {
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(intlLocaleOf('xh')).toBe('en-ZA');
    expect(formatRand(5000, 'xh')).toBe('R 5 000');
    expect(formatSastDate('2026-10-14', 'zu')).toBe('14 Okt 2026');
    expect(formatSastLongDateTime('2026-11-26T03:48:00Z', 'nso')).toBe('26 Nofemere 2026, 05:48 SAST');
  });
});
