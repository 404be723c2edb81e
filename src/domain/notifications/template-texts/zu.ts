/**
 * isiZulu. NOT YET REVIEWED by a native speaker or a professional translator: a reviewer should
 * correct it before these are registered with Meta (docs/notifications.md, "Templates").
 */
import { translated } from './translate';

const STOP_LINE = 'Phendula ngo-STOP ukuze uyeke le milayezo, noma uyivale lapha:';

export const ZU = translated({
  'new-lead': `RegMatch: isicelo esisha seklayenti (ref {{1}}) silinde inkampani yakho. Ngena ukuze usibone futhi uphendule: {{2}}\n${STOP_LINE} {{3}}`,
  'client-confirmation': `RegMatch: isicelo sakho (ref {{1}}) sithunyelwe enkampanini yabameli. Sibone lapha: {{2}}\n${STOP_LINE} {{3}}`,
  'release-request': `RegMatch: inkampani yabameli ingathanda ukuthatha isicelo sakho owabelane ngaso. Khetha ukuthi izithola yini imininingwane yakho: {{1}}\n${STOP_LINE} {{2}}`,
  'lead-unanswered': `RegMatch: inkampani ayisiphendulanga isicelo sakho (ref {{1}}) ngesikhathi. Bona ongakukhetha: {{2}}\n${STOP_LINE} {{3}}`,
  'lead-rerouted': `RegMatch: isicelo sakho sidluliselwe kwenye inkampani yabameli (ref entsha {{1}}). Sibone lapha: {{2}}\n${STOP_LINE} {{3}}`,
  'review-invite': `RegMatch: kuhambe kanjani nenkampani yakho yabameli? Shiya umbono omfushane: {{1}}\n${STOP_LINE} {{2}}`,
  'verification-update': `RegMatch: kunesibuyekezo mayelana nokuqinisekiswa kwenkampani yakho. Ngena ukuze usibone: {{1}}\n${STOP_LINE} {{2}}`,
  'billing-update': `RegMatch: kunesibuyekezo mayelana nohlelo noma ukukhokha kwenkampani yakho. Ngena ukuze usibone: {{1}}\n${STOP_LINE} {{2}}`,
});
