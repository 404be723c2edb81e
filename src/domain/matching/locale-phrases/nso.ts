/**
 * Sepedi (Sesotho sa Leboa) words for the legal-need search (see types.ts). The search folds
 * diacritics, so 'tšhelete' is also found as 'tshelete', the way most phones type it.
 *
 * Review state: written by the development team, NOT YET REVIEWED by a native Sepedi speaker or a
 * professional translator. Correct or add words here; the tests in locale-phrases.test.ts
 * keep every phrase pointing at one area.
 */
import type { LocalePhrases } from './types';

export const NSO_PHRASES: LocalePhrases = {
  'divorce-separation': {
    name: 'Tlhalo le go arogana',
    phrases: ['tlhalo', 'ke nyaka tlhalo', 'go hlalana', 'ke hlalana le monna wa ka', 'ke hlalana le mosadi wa ka'],
  },
  'child-custody-access': {
    name: 'Tlhokomelo ya bana le go ba bona',
    phrases: ['ga ke dumelelwe go bona ngwana wa ka', 'tokelo ya go bona bana', 'bana ba tla dula le mang'],
  },
  'child-maintenance': {
    name: 'Phepo ya ngwana',
    phrases: ['phepo ya ngwana', 'tate ga a lefe phepo', 'kgoro ya phepo', 'maintenance ya ngwana'],
  },
  'wills-estates': {
    name: 'Ditesetamente le bohwa',
    phrases: ['tesetamente', 'ke nyaka go ngwala tesetamente', 'bohwa', 'motho o hlokofetše', 'thoto ya mohu'],
  },
  'domestic-violence-protection-orders': {
    name: 'Dikgaruru tša ka gae le taelo ya tšhireletšo',
    phrases: ['dikgaruru tša ka gae', 'monna wa ka o a mpetha', 'o a mpetha', 'taelo ya tšhireletšo'],
  },
  'harassment-orders': {
    name: 'Taelo kgahlanong le tlhorišo',
    phrases: ['tlhorišo', 'motho o a ntlhoriša', 'o a ntatela gohle'],
  },
  'bail-applications': { name: 'Beile', phrases: ['beile', 'o swerwe ke maphodisa', 'ngwanešu o swerwe'] },
  assault: { name: 'Go bethwa le tlhaselo', phrases: ['ke bethilwe', 'go bethwa', 'tlhaselo'] },
  'theft-fraud': { name: 'Bohodu le boradia', phrases: ['bohodu', 'ke utswetšwe', 'boradia', 'ke radilwe'] },
  'drunk-driving-traffic': {
    name: 'Go otlela o tagilwe le melao ya tsela',
    phrases: ['go otlela o tagilwe', 'laesense ya go otlela', 'faene ya tsela'],
  },
  'sexual-offences': { name: 'Melato ya thobalano', phrases: ['kato', 'ke katilwe', 'dikgaruru tša thobalano'] },
  'criminal-record-expungement': {
    name: 'Go phumolwa ga rekoto ya bosenyi',
    phrases: ['rekoto ya bosenyi', 'go phumola rekoto ya ka'],
  },
  'contract-disputes': { name: 'Dikgang tša kontraka', phrases: ['kontraka', 'tumelelano e robilwe'] },
  'personal-injury': {
    name: 'Dikgobalo',
    phrases: ['kotsi ya koloi', 'ke gobetše kotsing', 'ke thulilwe ke koloi', 'tefo ya dikgobalo'],
  },
  'medical-negligence': {
    name: 'Go hlokomologa ga dingaka',
    phrases: ['ngaka e dirile phošo', 'phošo ya ngaka', 'sepetlele se ntlhokomologile'],
  },
  'consumer-protection': {
    name: 'Tšhireletšo ya bareki',
    phrases: ['lebenkele ga le nyake go bušetša tšhelete', 'dilo tše di sa šomego', 'ditokelo tša moreki'],
  },
  evictions: {
    name: 'Go rakwa ka ntlong',
    phrases: ['ke rakwa ka ntlong', 'go ntšhwa ka ntlong', 'mong wa ntlo o nyaka ke tšwe'],
  },
  'landlord-tenant': {
    name: 'Mong wa ntlo le mohiri',
    phrases: ['mong wa ntlo', 'rente', 'ga ke bušetšwe depositi', 'kontraka ya rente'],
  },
  conveyancing: { name: 'Phetišetšo ya ntlo', phrases: ['go reka ntlo', 'go rekiša ntlo', 'dipampiri tša ntlo'] },
  'land-claims': { name: 'Dikleime tša naga', phrases: ['go bušetšwa naga', 'kleime ya naga'] },
  'unfair-dismissal': {
    name: 'Go rakwa mošomong ka tsela ye e sa lokago',
    phrases: ['ke rakilwe mošomong', 'ke rakilwe moshomong', 'go rakwa mošomong'],
  },
  'unpaid-wages-benefits': {
    name: 'Moputso wo o sa lefšwago',
    phrases: ['ga ke lefšwe', 'moputso', 'moputso wa ka ga o lefšwe', 'tšhelete ya UIF'],
  },
  'debt-counselling': {
    name: 'Keletšo ya dikoloto',
    phrases: ['dikoloto', 'ke na le dikoloto tše ntši', 'ga ke kgone go lefa dikoloto'],
  },
  'debt-collection': {
    name: 'Kgoboketšo ya dikoloto',
    phrases: ['motho o nkolota tšhelete', 'go kgoboketša dikoloto'],
  },
  'insurance-claims': { name: 'Dikleime tša inšorense', phrases: ['inšorense', 'inshorense', 'inšorense ga e nyake go lefa'] },
  'pension-disputes': { name: 'Dikgang tša phenšene', phrases: ['phenšene ya mošomo', 'tšhelete ya phenšene ya mošomo'] },
  'immigration-visas': {
    name: 'Bofaladi le di-visa',
    phrases: ['visa', 'tumelelo ya go dula', 'dipampiri tša go dula Afrika Borwa'],
  },
  'citizenship-identity': {
    name: 'Boagi le boitsebišo',
    phrases: ['puku ya boitsebišo', 'ke lahlegetšwe ke ID', 'boagi', 'setifikeiti sa matswalo'],
  },
  'social-grants': {
    name: 'Dithušo tša mmušo',
    phrases: ['thušo ya mmušo', 'thušo ya ngwana', 'tšhelete ya SASSA', 'mphiwafela'],
  },
};
