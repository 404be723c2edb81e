/**
 * Setswana. NOT YET REVIEWED by a native speaker or a professional translator: a reviewer should
 * correct it before these are registered with Meta (docs/notifications.md, "Templates").
 */
import { BRAND_NAME, INFORMATION_OFFICER } from '../../shared/brand';
import { translated } from './translate';

const STOP_LINE = 'Araba ka STOP go emisa melaetsa eno, kgotsa o e emise fano:';

export const TN = translated({
  'new-lead': `${BRAND_NAME}: kopo e ntšha ya moreki (ref {{1}}) e emetse feme ya gago. Tsena go e bona le go araba: {{2}}\n${STOP_LINE} {{3}}`,
  'client-confirmation': `${BRAND_NAME}: kopo ya gago (ref {{1}}) e rometswe kwa femeng ya babueledi ba molao. E bone fano: {{2}}\n${STOP_LINE} {{3}}`,
  'release-request': `${BRAND_NAME}: feme ya babueledi ba molao e batla go tsaya kopo e o e abelaneng. Tlhopha fa e ka bona dintlha tsa gago: {{1}}\n${STOP_LINE} {{2}}`,
  'lead-unanswered': `${BRAND_NAME}: feme ga e a araba kopo ya gago (ref {{1}}) ka nako. Bona ditlhopho tsa gago: {{2}}\n${STOP_LINE} {{3}}`,
  'lead-rerouted': `${BRAND_NAME}: kopo ya gago e fetisediwa kwa femeng e nngwe ya babueledi ba molao (ref e ntšha {{1}}). E bone fano: {{2}}\n${STOP_LINE} {{3}}`,
  'review-invite': `${BRAND_NAME}: feme ya gago ya babueledi ba molao e ne e ntse jang? Tlogela maikutlo a makhutshwane: {{1}}\n${STOP_LINE} {{2}}`,
  'contact-check': {
    body: `${BRAND_NAME}: a {{1}} e ikgolagantse le wena ka ga kopo ya gago? Ee: {{2}} Nnyaa: {{3}}\n${STOP_LINE} {{4}}`,
    quickReplies: ['Ee', 'Nnyaa'],
  },
  'contact-not-confirmed': `${BRAND_NAME}: o re boleletse gore {{1}} ga e a ikgolaganya le wena, ka jalo kopo ya gago (ref {{2}}) e bulegile gape. E romele kwa femeng e nngwe kgotsa o bone thuso e nngwe: {{3}}\n${STOP_LINE} {{4}}`,
  'verification-update': `${BRAND_NAME}: go na le kitsiso e ntšha ka netefatso ya feme ya gago. Tsena go e bona: {{1}}\n${STOP_LINE} {{2}}`,
  'billing-update': `${BRAND_NAME}: go na le kitsiso e ntšha ka leano kgotsa tuelo ya feme ya gago. Tsena go e bona: {{1}}\n${STOP_LINE} {{2}}`,
  'answer-received': `${BRAND_NAME}: feme ya babueledi ba molao e arabile kopo ya gago, le se se ka jang le dinako tsa go buisana. E bone mme o tlhophe: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-update': `${BRAND_NAME}: go na le kitsiso e ntšha ka therisano ya gago le feme ya babueledi ba molao. E bone fano: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-reminder': `${BRAND_NAME}: kgakololo ya gore therisano ya gago le feme ya babueledi ba molao ke ka moso. Bona nako le lefelo: {{1}}\n${STOP_LINE} {{2}}`,
  'confirm-number': `${BRAND_NAME}: nomoro eno e neilwe gore e amogele dikitsiso tsa ${BRAND_NAME} ka WhatsApp kgotsa ka SMS. Araba ka EE (kgotsa YES) gore o di amogele. Fa e ne e se wena, itlhokomolose molaetsa ono: ga go sepe se sengwe se se tla romelwang.
${STOP_LINE} {{1}}`,
  'security-notice': `${BRAND_NAME}: tiragalo ya tshireletso e ka tswa e amile tshedimosetso ya gago e re e bolokileng. Fa re na le aterese ya gago ya imeile, re go romeletse dintlha. Dipotso: kwalela ${INFORMATION_OFFICER.email}.\n${STOP_LINE} {{1}}`,
});
