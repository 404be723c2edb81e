/**
 * The words of the client's phone-updates box as the wizard showed them, in the wizard's language:
 * the catalog message the box renders (`details.messagingConsent`), filled in the same way. The
 * server records these with the consent (POPIA s69: what was agreed to, under which policy
 * version), derived from the request's locale, never taken from the client as text. Server side
 * only: it imports every catalog (src/domain/i18n/translate.ts).
 */
import { translator } from '../i18n/translate';
import { BRAND_NAME } from '../shared/brand';
import type { Locale } from '../shared/locales';

export const clientConsentWords = (locale: Locale): string =>
  translator(locale)('details.messagingConsent', { brand: BRAND_NAME });
