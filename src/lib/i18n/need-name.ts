import { englishNameIn } from '@/domain/i18n/area-names';
import { activeLocale, t } from './runtime';

/**
 * A need as the server sends it (the English name a firm reads: 'Uncontested Divorce', 'Debt
 * Collection') in the page's language, for the pages a client's links open.
 */
export const localNeed = (english: string): string => englishNameIn(english, activeLocale(), t);
