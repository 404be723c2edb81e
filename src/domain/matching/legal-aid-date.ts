/**
 * The figures' date as the results panel shows it. Apart from legal-aid.ts because the wizard
 * loads that module on its first screen, and the date formats are not needed there.
 */
import { formatSastLongDate } from '../shared/format';
import type { Locale } from '../shared/locales';
import { effectiveFrom, LEGAL_AID } from './legal-aid';

/** '1 April 2024': the figures' effective date. */
export function formatLegalAidDate(asOf: string = LEGAL_AID.asOf, locale: Locale = 'en'): string {
  return formatSastLongDate(effectiveFrom(asOf), locale);
}
