/**
 * Afrikaans. NOT YET REVIEWED by a native speaker or a professional translator: a reviewer should
 * correct it before these are registered with Meta (docs/notifications.md, "Templates").
 */
import { BRAND_NAME, INFORMATION_OFFICER } from '../../shared/brand';
import { translated } from './translate';

const STOP_LINE = 'Antwoord STOP om hierdie boodskappe te beëindig, of skakel dit hier af:';

export const AF = translated({
  'new-lead': `${BRAND_NAME}: 'n nuwe kliëntversoek (verw. {{1}}) wag vir u firma. Meld aan om dit te sien en te antwoord: {{2}}\n${STOP_LINE} {{3}}`,
  'client-confirmation': `${BRAND_NAME}: jou versoek (verw. {{1}}) is na 'n prokureursfirma gestuur. Sien dit hier: {{2}}\n${STOP_LINE} {{3}}`,
  'release-request': `${BRAND_NAME}: 'n prokureursfirma wil graag jou gedeelde versoek aanneem. Kies of dit jou besonderhede kry: {{1}}\n${STOP_LINE} {{2}}`,
  'lead-unanswered': `${BRAND_NAME}: die firma het nie betyds op jou versoek (verw. {{1}}) geantwoord nie. Sien jou keuses: {{2}}\n${STOP_LINE} {{3}}`,
  'lead-rerouted': `${BRAND_NAME}: jou versoek is na 'n ander prokureursfirma gestuur (nuwe verw. {{1}}). Sien dit hier: {{2}}\n${STOP_LINE} {{3}}`,
  'review-invite': `${BRAND_NAME}: hoe was jou prokureursfirma? Skryf 'n kort resensie: {{1}}\n${STOP_LINE} {{2}}`,
  'contact-check': {
    body: `${BRAND_NAME}: het {{1}} jou oor jou versoek gekontak? Ja: {{2}} Nee: {{3}}\n${STOP_LINE} {{4}}`,
    quickReplies: ['Ja', 'Nee'],
  },
  'contact-not-confirmed': `${BRAND_NAME}: jy het ons laat weet dat {{1}} jou nie gekontak het nie, dus is jou versoek (verw. {{2}}) weer oop. Stuur dit na 'n ander prokureursfirma of sien ander hulp: {{3}}\n${STOP_LINE} {{4}}`,
  'verification-update': `${BRAND_NAME}: daar is nuus oor u firma se verifikasie. Meld aan om dit te sien: {{1}}\n${STOP_LINE} {{2}}`,
  'billing-update': `${BRAND_NAME}: daar is nuus oor u firma se plan of fakturering. Meld aan om dit te sien: {{1}}\n${STOP_LINE} {{2}}`,
  'answer-received': `${BRAND_NAME}: 'n regsfirma het jou versoek beantwoord, met wat dit kan kos en tye om te praat. Sien dit en kies: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-update': `${BRAND_NAME}: daar is nuus oor jou konsultasie met 'n regsfirma. Sien dit hier: {{1}}\n${STOP_LINE} {{2}}`,
  'consultation-reminder': `${BRAND_NAME}: 'n herinnering dat jou konsultasie met 'n regsfirma môre is. Sien die tyd en plek: {{1}}\n${STOP_LINE} {{2}}`,
  'confirm-number': `${BRAND_NAME}: hierdie nommer is gegee om nuus van ${BRAND_NAME} op WhatsApp of per SMS te ontvang. Antwoord JA (of YES) om dit te ontvang. As dit nie jy was nie, ignoreer hierdie boodskap: niks meer sal gestuur word nie.\n${STOP_LINE} {{1}}`,
  'security-notice': `${BRAND_NAME}: ’n sekuriteitsvoorval het moontlik persoonlike inligting wat ons oor jou hou, geraak. Waar ons jou e-posadres het, het ons jou die besonderhede ge-e-pos. Vrae: skryf aan ${INFORMATION_OFFICER.email}.\n${STOP_LINE} {{1}}`,
});
