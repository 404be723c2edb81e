/**
 * How money reads wherever a person sees it, on the site, on invoices and in every email: en-ZA
 * rand. Nothing else in src or functions/src constructs an Intl.NumberFormat for money.
 */
import { intlLocaleOf } from './intl-locale';
import type { Locale } from './locales';

const randFormat = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const randWithCentsFormat = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
// Intl uses non-breaking spaces; they are turned into plain spaces so text, tests and emails agree.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** en-ZA money: 'R 1 500', 'R 199', cents only when there are any ('R 1 500,50'); or in a client locale's own format (issue 27). */
export function formatRand(amount: number, locale: Locale = 'en'): string {
  const whole = Math.round(amount * 100) % 100 === 0;
  if (locale !== 'en') {
    const digits = whole ? 0 : 2;
    const local = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'currency',
      currency: 'ZAR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    return plainSpaces(local.format(amount));
  }
  return plainSpaces((whole ? randFormat : randWithCentsFormat).format(amount));
}

/** Cents as en-ZA rand with both decimals, as invoices show them: 17304 -> 'R 173,04'. */
export function formatCents(cents: number): string {
  return plainSpaces(randWithCentsFormat.format(cents / 100));
}
