/**
 * isiZulu. NOT YET REVIEWED by a native speaker or a professional translator: a reviewer should
 * correct it before these are registered with Meta (docs/notifications.md, "Templates").
 */
import { BRAND_NAME, INFORMATION_OFFICER } from '../../shared/brand';
import { translated } from './translate';

const STOP_LINE = 'Phendula ngo-STOP ukuze uyeke le milayezo, noma uyivale lapha:';

export const ZU = translated({
  'new-lead': `${BRAND_NAME}: isicelo esisha seklayenti (ref {{1}}) silinde inkampani yakho. Ngena ukuze usibone futhi uphendule: {{2}}\n${STOP_LINE} {{3}}`,
  'client-confirmation': `${BRAND_NAME}: isicelo sakho (ref {{1}}) sithunyelwe enkampanini yabameli. Sibone lapha: {{2}}\n${STOP_LINE} {{3}}`,
  'release-request': `${BRAND_NAME}: inkampani yabameli ingathanda ukuthatha isicelo sakho owabelane ngaso. Khetha ukuthi izithola yini imininingwane yakho: {{1}}\n${STOP_LINE} {{2}}`,
  'lead-unanswered': `${BRAND_NAME}: inkampani ayisiphendulanga isicelo sakho (ref {{1}}) ngesikhathi. Bona ongakukhetha: {{2}}\n${STOP_LINE} {{3}}`,
  'lead-rerouted': `${BRAND_NAME}: isicelo sakho sidluliselwe kwenye inkampani yabameli (ref entsha {{1}}). Sibone lapha: {{2}}\n${STOP_LINE} {{3}}`,
  'review-invite': `${BRAND_NAME}: kuhambe kanjani nenkampani yakho yabameli? Shiya umbono omfushane: {{1}}\n${STOP_LINE} {{2}}`,
  'contact-check': {
    body: `${BRAND_NAME}: ingabe i-{{1}} ixhumane nawe mayelana nesicelo sakho? Yebo: {{2}} Cha: {{3}}\n${STOP_LINE} {{4}}`,
    quickReplies: ['Yebo', 'Cha'],
  },
  'contact-not-confirmed': `${BRAND_NAME}: usitshele ukuthi i-{{1}} ayizange ixhumane nawe, ngakho isicelo sakho (ref {{2}}) sivulekile futhi. Sithumele kwenye inkampani yabameli noma ubone olunye usizo: {{3}}\n${STOP_LINE} {{4}}`,
  'verification-update': `${BRAND_NAME}: kunesibuyekezo mayelana nokuqinisekiswa kwenkampani yakho. Ngena ukuze usibone: {{1}}\n${STOP_LINE} {{2}}`,
  'billing-update': `${BRAND_NAME}: kunesibuyekezo mayelana nohlelo noma ukukhokha kwenkampani yakho. Ngena ukuze usibone: {{1}}\n${STOP_LINE} {{2}}`,
  'answer-received': `${BRAND_NAME}: inkampani yabameli iphendule isicelo sakho, nokuthi kungabiza malini nezikhathi zokukhuluma. Kubone bese ukhetha: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-update': `${BRAND_NAME}: kunesibuyekezo mayelana nokubonisana kwakho nefemu yabameli. Kubone lapha: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-reminder': `${BRAND_NAME}: isikhumbuzo sokuthi ukubonisana kwakho nefemu yabameli kungusasa. Bona isikhathi nendawo: {{1}}\n${STOP_LINE} {{2}}`,
  'confirm-number': `${BRAND_NAME}: le nombolo inikezwe ukuthola izibuyekezo ze-${BRAND_NAME} ku-WhatsApp noma nge-SMS. Phendula ngo-YEBO (noma YES) ukuze uzithole. Uma kungewona wena, ungawunaki lo myalezo: akukho okunye okuzothunyelwa.\n${STOP_LINE} {{1}}`,
  'security-notice': `${BRAND_NAME}: isigameko sokuphepha kungenzeka sithinte imininingwane yakho esiyigcinile. Uma sinekheli lakho le-imeyili, sikuthumelele imininingwane. Imibuzo: bhalela ku-${INFORMATION_OFFICER.email}.\n${STOP_LINE} {{1}}`,
});
