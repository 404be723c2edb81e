/**
 * Sepedi. NOT YET REVIEWED by a native speaker or a professional translator: a reviewer should
 * correct it before these are registered with Meta (docs/notifications.md, "Templates").
 */
import { BRAND_NAME, INFORMATION_OFFICER } from '../../shared/brand';
import { translated } from './translate';

const STOP_LINE = 'Araba ka STOP go emiša melaetša ye, goba o e time mo:';

export const NSO = translated({
  'new-lead': `${BRAND_NAME}: kgopelo ye mpsha ya moreki (ref {{1}}) e letile feme ya gago. Tsena go e bona le go araba: {{2}}\n${STOP_LINE} {{3}}`,
  'client-confirmation': `${BRAND_NAME}: kgopelo ya gago (ref {{1}}) e rometšwe go feme ya boramolao. E bone mo: {{2}}\n${STOP_LINE} {{3}}`,
  'release-request': `${BRAND_NAME}: feme ya boramolao e rata go tšea kgopelo ya gago yeo o e abelanego. Kgetha ge e ka hwetša dintlha tša gago: {{1}}\n${STOP_LINE} {{2}}`,
  'lead-unanswered': `${BRAND_NAME}: feme ga se ya araba kgopelo ya gago (ref {{1}}) ka nako. Bona dikgetho tša gago: {{2}}\n${STOP_LINE} {{3}}`,
  'lead-rerouted': `${BRAND_NAME}: kgopelo ya gago e fetišeditšwe go feme ye nngwe ya boramolao (ref ye mpsha {{1}}). E bone mo: {{2}}\n${STOP_LINE} {{3}}`,
  'review-invite': `${BRAND_NAME}: feme ya gago ya boramolao e bile bjang? Tlogela maikutlo a makopana: {{1}}\n${STOP_LINE} {{2}}`,
  'contact-check': {
    body: `${BRAND_NAME}: na {{1}} e ikgokagantše le wena mabapi le kgopelo ya gago? Ee: {{2}} Aowa: {{3}}\n${STOP_LINE} {{4}}`,
    quickReplies: ['Ee', 'Aowa'],
  },
  'contact-not-confirmed': `${BRAND_NAME}: o re boditše gore {{1}} ga se ya ikgokaganya le wena, ka fao kgopelo ya gago (ref {{2}}) e bulegile gape. E romele go feme ye nngwe ya boramolao goba o bone thušo ye nngwe: {{3}}\n${STOP_LINE} {{4}}`,
  'verification-update': `${BRAND_NAME}: go na le kaonafatšo mabapi le netefatšo ya feme ya gago. Tsena go e bona: {{1}}\n${STOP_LINE} {{2}}`,
  'billing-update': `${BRAND_NAME}: go na le kaonafatšo mabapi le leano goba tefo ya feme ya gago. Tsena go e bona: {{1}}\n${STOP_LINE} {{2}}`,
  'answer-received': `${BRAND_NAME}: feme ya baemedi ba molao e arabile kgopelo ya gago, le seo se ka bitšago le dinako tša go bolela. E bone gomme o kgethe: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-update': `${BRAND_NAME}: go na le kaonafatšo mabapi le therišano ya gago le feme ya baemedi ba molao. E bone mo: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-reminder': `${BRAND_NAME}: kgopotšo ya gore therišano ya gago le feme ya baemedi ba molao ke gosasa. Bona nako le lefelo: {{1}}\n${STOP_LINE} {{2}}`,
  'confirm-number': `${BRAND_NAME}: nomoro ye e filwe gore e hwetše dikaonafatšo tša ${BRAND_NAME} ka WhatsApp goba ka SMS. Araba ka EE (goba YES) gore o di hwetše. Ge e se wena, hlokomologa molaetša wo: ga go sa tla romelwa selo gape.\n${STOP_LINE} {{1}}`,
  'security-notice': `${BRAND_NAME}: tiragalo ya tšhireletšo e ka ba e amile tshedimošo ya gago yeo re e bolokilego. Ge re na le aterese ya gago ya imeile, re go romeletše dintlha. Dipotšišo: ngwalela ${INFORMATION_OFFICER.email}.\n${STOP_LINE} {{1}}`,
});
