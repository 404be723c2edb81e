import type { IncomeBandId } from '@/domain/matching/legal-aid';
import { formatRand } from '@/domain/shared/money';
import { activeLocale, t } from './runtime';

/** An income band's label in the active locale, its rand amounts in the locale's format: 'Less than R 5 000'. */
export function incomeBandLabel(band: { id: IncomeBandId; label: string }): string {
  const locale = activeLocale();
  if (locale === 'en') return band.label; // the English label as the domain writes it
  const rand = (amount: string) => formatRand(Number(amount), locale);
  const [from, to] = band.id.split('-');
  if (from === 'under') return t('income.below', { amount: rand(to!) });
  if (from === 'over') return t('income.above', { amount: rand(to!) });
  return t('income.between', { from: rand(from!), to: rand(to!) });
}
