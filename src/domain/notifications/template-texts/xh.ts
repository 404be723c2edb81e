/**
 * isiXhosa. NOT YET REVIEWED by a native speaker or a professional translator: a reviewer should
 * correct it before these are registered with Meta (docs/notifications.md, "Templates").
 */
import { BRAND_NAME, INFORMATION_OFFICER } from '../../shared/brand';
import { translated } from './translate';

const STOP_LINE = 'Phendula ngo-STOP ukuze uyeke le miyalezo, okanye uyicime apha:';

export const XH = translated({
  'new-lead': `${BRAND_NAME}: isicelo esitsha somthengi (ref {{1}}) silindele ifemu yakho. Ngena ukuze usibone uze uphendule: {{2}}\n${STOP_LINE} {{3}}`,
  'client-confirmation': `${BRAND_NAME}: isicelo sakho (ref {{1}}) sithunyelwe kwifemu yamagqwetha. Sibone apha: {{2}}\n${STOP_LINE} {{3}}`,
  'release-request': `${BRAND_NAME}: ifemu yamagqwetha ingathanda ukuthatha isicelo sakho owabelana ngaso. Khetha ukuba iyazifumana na iinkcukacha zakho: {{1}}\n${STOP_LINE} {{2}}`,
  'lead-unanswered': `${BRAND_NAME}: ifemu ayisiphendulanga isicelo sakho (ref {{1}}) ngexesha. Bona ukhetho lwakho: {{2}}\n${STOP_LINE} {{3}}`,
  'lead-rerouted': `${BRAND_NAME}: isicelo sakho sidluliselwe kwenye ifemu yamagqwetha (ref entsha {{1}}). Sibone apha: {{2}}\n${STOP_LINE} {{3}}`,
  'review-invite': `${BRAND_NAME}: bekunjani ngefemu yakho yamagqwetha? Shiya uphononongo olufutshane: {{1}}\n${STOP_LINE} {{2}}`,
  'contact-check': {
    body: `${BRAND_NAME}: ingaba i-{{1}} iqhagamshelene nawe malunga nesicelo sakho? Ewe: {{2}} Hayi: {{3}}\n${STOP_LINE} {{4}}`,
    quickReplies: ['Ewe', 'Hayi'],
  },
  'contact-not-confirmed': `${BRAND_NAME}: usixelele ukuba i-{{1}} ayizange iqhagamshelane nawe, ngoko isicelo sakho (ref {{2}}) sivulekile kwakhona. Sithumele kwenye ifemu yamagqwetha okanye ubone olunye uncedo: {{3}}\n${STOP_LINE} {{4}}`,
  'verification-update': `${BRAND_NAME}: kukho uhlaziyo malunga nokuqinisekiswa kwefemu yakho. Ngena ukuze ulubone: {{1}}\n${STOP_LINE} {{2}}`,
  'billing-update': `${BRAND_NAME}: kukho uhlaziyo malunga nesicwangciso okanye intlawulo yefemu yakho. Ngena ukuze ulubone: {{1}}\n${STOP_LINE} {{2}}`,
  'answer-received': `${BRAND_NAME}: ifemu yamagqwetha iphendule isicelo sakho, kunye neendleko ezinokubakho namaxesha okuthetha. Yibone uze ukhethe: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-update': `${BRAND_NAME}: kukho uhlaziyo malunga nokubonisana kwakho nefemu yamagqwetha. Lubone apha: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-reminder': `${BRAND_NAME}: isikhumbuzo sokuba ukubonisana kwakho nefemu yamagqwetha kungomso. Bona ixesha nendawo: {{1}}\n${STOP_LINE} {{2}}`,
  'confirm-number': `${BRAND_NAME}: le nombolo inikelwe ukufumana uhlaziyo lwe-${BRAND_NAME} ku-WhatsApp okanye nge-SMS. Phendula ngo-EWE (okanye YES) ukuze uzifumane. Ukuba ibingenguwe, ungawuhoyi lo myalezo: akukho nto yimbi iya kuthunyelwa.\n${STOP_LINE} {{1}}`,
  'security-notice': `${BRAND_NAME}: isiganeko sokhuseleko sisenokuba sichaphazele iinkcukacha zakho esizigcinileyo. Ukuba sinedilesi yakho ye-imeyile, sikuthumelele iinkcukacha. Imibuzo: bhalela ku-${INFORMATION_OFFICER.email}.\n${STOP_LINE} {{1}}`,
});
