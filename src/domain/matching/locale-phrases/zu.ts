/**
 * isiZulu words for the legal-need search (see types.ts).
 *
 * Review state: written by the development team, NOT YET REVIEWED by a native isiZulu speaker or a
 * professional translator. Correct or add words here; the tests in locale-phrases.test.ts
 * keep every phrase pointing at one area.
 */
import type { LocalePhrases } from './types';

export const ZU_PHRASES: LocalePhrases = {
  'divorce-separation': {
    name: 'Isehlukaniso somshado',
    phrases: [
      'ukudivosa',
      'ngifuna ukudivosa',
      'idivosi',
      'ukuhlukanisa umshado',
      'ukuhlukana nomyeni wami',
      'ukuhlukana nonkosikazi wami',
    ],
  },
  'child-custody-access': {
    name: 'Ukugcinwa kwezingane nokuzibona',
    phrases: ['angivunyelwa ukubona ingane yami', 'ilungelo lokubona izingane', 'ubani ozohlala nezingane'],
  },
  'child-maintenance': {
    name: 'Isondlo sengane',
    phrases: ['isondlo', 'ubaba akakhokhi isondlo', 'inkantolo yesondlo', 'imali yesondlo', 'maintenance yengane'],
  },
  'wills-estates': {
    name: 'Amawili namafa',
    phrases: ['iwili', 'ukubhala iwili', 'ifa', 'ukwabiwa kwefa', 'umuntu ushonile', 'ushone engenayo iwili'],
  },
  adoption: { name: 'Ukutholwa kwengane', phrases: ['ukwamukela ingane ngokomthetho', 'ukuthatha ingane ngokusemthethweni'] },
  'domestic-violence-protection-orders': {
    name: 'Udlame lwasekhaya nomyalelo wokuvikela',
    phrases: ['udlame lwasekhaya', 'umyeni wami uyangishaya', 'uyangishaya', 'umyalelo wokuvikela', 'i-protection order'],
  },
  'harassment-orders': {
    name: 'Umyalelo ngokuhlukunyezwa',
    phrases: ['ukuhlukunyezwa', 'umuntu uyangihlupha', 'uyangilandela yonke indawo'],
  },
  'bail-applications': {
    name: 'Ibheyili',
    phrases: ['ibheyili', 'ukukhishwa ngebheyili', 'uboshiwe', 'umfowethu uboshiwe', 'ingane yami iboshiwe'],
  },
  assault: { name: 'Ukushaywa nokuhlaselwa', phrases: ['ngishayiwe', 'ukuhlaselwa', 'icala lokushaya'] },
  'theft-fraud': {
    name: 'Ukweba nokukhwabanisa',
    phrases: ['ukweba', 'ukuntshontsha', 'ngintshontshelwe', 'ukukhwabanisa', 'ngikhwabanisiwe', 'icala lokweba'],
  },
  'drunk-driving-traffic': {
    name: 'Ukushayela udakiwe namacala omgwaqo',
    phrases: ['ukushayela udakiwe', 'ukushayela uphuzile', 'inhlawulo yomgwaqo', 'ilayisense yokushayela'],
  },
  'sexual-offences': { name: 'Amacala ocansi', phrases: ['ukudlwengulwa', 'ngidlwenguliwe', 'udlame lwezocansi'] },
  'criminal-record-expungement': {
    name: 'Ukususwa kwerekhodi lobugebengu',
    phrases: ['irekhodi lobugebengu', 'ukususa irekhodi lami'],
  },
  'contract-disputes': { name: 'Izingxabano zenkontileka', phrases: ['inkontileka', 'isivumelwano sephuliwe'] },
  'personal-injury': {
    name: 'Ukulimala',
    phrases: ['ingozi yemoto', 'ngilimele engozini', 'ngishayiswe yimoto', 'isinxephezelo sokulimala'],
  },
  'medical-negligence': {
    name: 'Ubudedengu bodokotela',
    phrases: ['udokotela wenze iphutha', 'iphutha likadokotela', 'anginakekelwanga esibhedlela'],
  },
  'consumer-protection': {
    name: 'Ukuvikelwa kwabathengi',
    phrases: ['isitolo asifuni ukubuyisa imali', 'impahla engasebenzi', 'amalungelo omthengi'],
  },
  evictions: {
    name: 'Ukuxoshwa endlini',
    phrases: ['ukuxoshwa', 'ngixoshwa endlini', 'umnikazi wendlu ufuna ngiphume', 'i-eviction'],
  },
  'landlord-tenant': {
    name: 'Umnikazi wendlu nomqashi',
    phrases: ['umnikazi wendlu', 'irenti', 'angibuyiselwa idiphozithi', 'inkontileka yerenti'],
  },
  conveyancing: { name: 'Ukudluliswa kwendlu', phrases: ['ukuthenga indlu', 'ukuthengisa indlu', 'amaphepha endlu'] },
  'land-claims': { name: 'Izimangalo zomhlaba', phrases: ['ukubuyiselwa umhlaba', 'isimangalo somhlaba'] },
  'unfair-dismissal': {
    name: 'Ukuxoshwa emsebenzini ngokungafanele',
    phrases: ['ngixoshiwe emsebenzini', 'ukuxoshwa emsebenzini', 'baxoshile emsebenzini'],
  },
  'unpaid-wages-benefits': {
    name: 'Umholo ongakhokhelwanga',
    phrases: ['angikhokhelwanga', 'umholo', 'umholo wami awukhokhwanga', 'imali ye-UIF'],
  },
  'debt-counselling': {
    name: 'Ukwelulekwa ngezikweletu',
    phrases: ['izikweletu', 'ngiminzwe yizikweletu', 'angikwazi ukukhokha izikweletu'],
  },
  'debt-collection': {
    name: 'Ukuqoqwa kwezikweletu',
    phrases: ['umuntu ungikweleta imali', 'ukuqoqa izikweletu', 'ukubuyisa imali engikweletwa yona'],
  },
  'insurance-claims': { name: 'Izimangalo zomshwalense', phrases: ['umshwalense', 'umshwalense awufuni ukukhokha'] },
  'pension-disputes': { name: 'Izingxabano zempesheni', phrases: ['imali yempesheni yomsebenzi', 'impesheni yomsebenzi'] },
  'immigration-visas': {
    name: 'Ukufuduka namaviza',
    phrases: ['iviza', 'imvume yokuhlala', 'amaphepha okuhlala eNingizimu Afrika'],
  },
  'citizenship-identity': {
    name: 'Ubuzwe nomazisi',
    phrases: ['umazisi', 'ngilahlekelwe umazisi', 'ubuzwe', 'isitifiketi sokuzalwa'],
  },
  'social-grants': {
    name: 'Izibonelelo zikahulumeni',
    phrases: ['isibonelelo', 'isibonelelo sengane', 'imali yeSASSA', 'impesheni yabadala'],
  },
};
