/**
 * Sesotho. NOT YET REVIEWED by a native speaker or a professional translator: a reviewer should
 * correct it before these are registered with Meta (docs/notifications.md, "Templates").
 */
import { BRAND_NAME, INFORMATION_OFFICER } from '../../shared/brand';
import { translated } from './translate';

const STOP_LINE = 'Araba ka STOP ho emisa melaetsa ena, kapa o e emise mona:';

export const ST = translated({
  'new-lead': `${BRAND_NAME}: kopo e ntjha ya moreki (ref {{1}}) e emetse feme ya hao. Kena ho e bona le ho araba: {{2}}\n${STOP_LINE} {{3}}`,
  'client-confirmation': `${BRAND_NAME}: kopo ya hao (ref {{1}}) e rometswe femeng ya baramolao. E bone mona: {{2}}\n${STOP_LINE} {{3}}`,
  'release-request': `${BRAND_NAME}: feme ya baramolao e batla ho nka kopo eo o e arolelaneng. Kgetha hore na e ka fumana dintlha tsa hao: {{1}}\n${STOP_LINE} {{2}}`,
  'lead-unanswered': `${BRAND_NAME}: feme ha e a araba kopo ya hao (ref {{1}}) ka nako. Bona dikgetho tsa hao: {{2}}\n${STOP_LINE} {{3}}`,
  'lead-rerouted': `${BRAND_NAME}: kopo ya hao e fetiseditswe femeng e nngwe ya baramolao (ref e ntjha {{1}}). E bone mona: {{2}}\n${STOP_LINE} {{3}}`,
  'review-invite': `${BRAND_NAME}: feme ya hao ya baramolao e ne e le jwang? Siya maikutlo a makgutshwane: {{1}}\n${STOP_LINE} {{2}}`,
  'contact-check': {
    body: `${BRAND_NAME}: na {{1}} e ikopantse le wena mabapi le kopo ya hao? E: {{2}} Tjhe: {{3}}\n${STOP_LINE} {{4}}`,
    quickReplies: ['E', 'Tjhe'],
  },
  'contact-not-confirmed': `${BRAND_NAME}: o re boleletse hore {{1}} ha e a ikopanya le wena, ka hona kopo ya hao (ref {{2}}) e bulehile hape. E romele fememng e nngwe kapa o bone thuso e nngwe: {{3}}\n${STOP_LINE} {{4}}`,
  'verification-update': `${BRAND_NAME}: ho na le tlhahiso e ntjha ka netefatso ya feme ya hao. Kena ho e bona: {{1}}\n${STOP_LINE} {{2}}`,
  'billing-update': `${BRAND_NAME}: ho na le tlhahiso e ntjha ka leano kapa tefo ya feme ya hao. Kena ho e bona: {{1}}\n${STOP_LINE} {{2}}`,
  'answer-received': `${BRAND_NAME}: feme ya baramolao e arabile kopo ya hao, le seo e ka bang ditjeho le dinako tsa ho bua. E bone mme o kgethe: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-update': `${BRAND_NAME}: ho na le tlhahiso e ntjha ka puisano ya hao le feme ya baramolao. E bone mona: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-reminder': `${BRAND_NAME}: khopotso ya hore puisano ya hao le feme ya baramolao ke hosane. Bona nako le sebaka: {{1}}\n${STOP_LINE} {{2}}`,
  'confirm-number': `${BRAND_NAME}: nomoro ena e fanwe hore e amohele ditsebiso tsa ${BRAND_NAME} ka WhatsApp kapa ka SMS. Araba ka YES hore o di amohele. Haeba e ne e se wena, hlokomoloha molaetsa ona: ha ho letho le leng le tla romelwa.
${STOP_LINE} {{1}}`,
  'security-notice': `${BRAND_NAME}: ketsahalo ya tshireletso e ka nna ya ama tlhahisoleseding ya hao eo re e bolokileng. Haeba re na le aterese ya hao ya imeile, re o romeletse dintlha. Dipotso: ngolla ${INFORMATION_OFFICER.email}.\n${STOP_LINE} {{1}}`,
});
