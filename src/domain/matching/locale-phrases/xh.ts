/**
 * isiXhosa words for the legal-need search (see types.ts).
 *
 * Review state: written by the development team, NOT YET REVIEWED by a native isiXhosa speaker or
 * a professional translator. Correct or add words here; the tests in locale-phrases.test.ts
 * keep every phrase pointing at one area.
 */
import type { LocalePhrases } from './types';

export const XH_PHRASES: LocalePhrases = {
  'divorce-separation': {
    name: 'Uqhawulo-mtshato',
    phrases: [
      'uqhawulo mtshato',
      'ukuqhawula umtshato',
      'ndifuna uqhawulo-mtshato',
      'ndifuna ukudivosa',
      'ukwahlukana nomyeni wam',
    ],
  },
  'child-custody-access': {
    name: 'Ukugcinwa kwabantwana nokubabona',
    phrases: ['andivunyelwa ukubona umntwana wam', 'ilungelo lokubona abantwana bam', 'ngubani oza kuhlala nabantwana'],
  },
  'child-maintenance': {
    name: 'Isondlo somntwana',
    phrases: ['isondlo somntwana', 'utata akahlawuli isondlo', 'inkundla yesondlo', 'imali yesondlo'],
  },
  'wills-estates': {
    name: 'Imiyolelo namafa',
    phrases: ['umyolelo', 'ndifuna ukubhala umyolelo', 'ilifa', 'umntu usweleke', 'usweleke engenamyolelo'],
  },
  'domestic-violence-protection-orders': {
    name: 'Ubundlobongela basekhaya nomyalelo wokhuseleko',
    phrases: ['ubundlobongela basekhaya', 'umyeni wam uyandibetha', 'uyandibetha', 'umyalelo wokhuseleko'],
  },
  'harassment-orders': { name: 'Umyalelo ngokuxhatshazwa', phrases: ['ukuxhatshazwa', 'umntu uyandihlukumeza', 'uyandilandela'] },
  'bail-applications': {
    name: 'Ibheyile',
    phrases: ['ibheyile', 'ubanjiwe', 'umntakwethu ubanjiwe', 'ukukhutshwa ngebheyile'],
  },
  assault: { name: 'Ukubethwa nokuhlaselwa', phrases: ['ndibethiwe', 'ukubethwa', 'ndihlaselwe'] },
  'theft-fraud': { name: 'Ubusela nobuqhophololo', phrases: ['ubusela', 'ndibiwe', 'ubuqhophololo', 'ndiqhathiwe'] },
  'drunk-driving-traffic': {
    name: 'Ukuqhuba unxilile neendlela',
    phrases: ['ukuqhuba unxilile', 'ukuqhuba usele', 'ilayisensi yokuqhuba', 'isohlwayo sendlela'],
  },
  'sexual-offences': { name: 'Amatyala ezesondo', phrases: ['ndidlwengulwe', 'ukudlwengulwa kwam', 'ubundlobongela bezesondo'] },
  'criminal-record-expungement': {
    name: 'Ukucinywa kwerekhodi lolwaphulo-mthetho',
    phrases: ['irekhodi lolwaphulo-mthetho', 'ukucima irekhodi lam'],
  },
  'contract-disputes': { name: 'Iingxabano zesivumelwano', phrases: ['isivumelwano', 'ukwaphulwa kwesivumelwano'] },
  'personal-injury': {
    name: 'Ukwenzakala',
    phrases: ['ingozi yemoto', 'ndonzakele engozini', 'ndibethwe yimoto', 'imbuyekezo yokwenzakala'],
  },
  'medical-negligence': {
    name: 'Ukungakhathali koogqirha',
    phrases: ['ugqirha wenze impazamo', 'impazamo kagqirha', 'andikhathalelwanga esibhedlele'],
  },
  'consumer-protection': {
    name: 'Ukhuseleko lwabathengi',
    phrases: ['ivenkile ayifuni ukubuyisa imali', 'impahla engasebenziyo', 'amalungelo omthengi'],
  },
  evictions: {
    name: 'Ukugxothwa endlwini',
    phrases: ['ukugxothwa endlwini', 'ndigxothwa endlwini', 'umnini-ndlu ufuna ndiphume'],
  },
  'landlord-tenant': {
    name: 'Umnini-ndlu nomqeshi',
    phrases: ['umnini-ndlu', 'irente', 'andibuyiselwa idiphozithi', 'isivumelwano serente'],
  },
  conveyancing: { name: 'Ukudluliselwa kwendlu', phrases: ['ukuthenga indlu', 'ukuthengisa indlu', 'amaphepha endlu'] },
  'land-claims': { name: 'Amabango omhlaba', phrases: ['ukubuyiselwa umhlaba', 'ibango lomhlaba'] },
  'unfair-dismissal': {
    name: 'Ukugxothwa emsebenzini ngokungekho sikweni',
    phrases: ['ndigxothiwe emsebenzini', 'ukugxothwa emsebenzini', 'bandigxothile emsebenzini'],
  },
  'unpaid-wages-benefits': {
    name: 'Umvuzo ongahlawulwanga',
    phrases: ['andihlawulwanga', 'umvuzo', 'umvuzo wam awuhlawulwanga', 'imali ye-UIF'],
  },
  'debt-counselling': {
    name: 'Ukucetyiswa ngamatyala emali',
    phrases: ['amatyala emali', 'ndinamatyala amaninzi', 'andikwazi ukuhlawula amatyala'],
  },
  'debt-collection': {
    name: 'Ukuqokelelwa kwamatyala',
    phrases: ['umntu akandibuyiseli imali yam', 'ukuqokelela amatyala', 'umntu unetyala lam lemali'],
  },
  'insurance-claims': { name: 'Amabango e-inshorensi', phrases: ['inshorensi', 'inshorensi ayifuni ukuhlawula'] },
  'pension-disputes': { name: 'Iingxabano zepenshini', phrases: ['ipenshini yomsebenzi', 'imali yepenshini yomsebenzi'] },
  'immigration-visas': { name: 'Ufuduko neevisa', phrases: ['ivisa', 'imvume yokuhlala', 'amaphepha okuhlala eMzantsi Afrika'] },
  'citizenship-identity': {
    name: 'Ubumi nesazisi',
    phrases: ['isazisi', 'ndilahlekelwe sisazisi', 'ubumi', 'isatifikethi sokuzalwa'],
  },
  'social-grants': {
    name: 'Izibonelelo zikarhulumente',
    phrases: ['isibonelelo', 'isibonelelo somntwana', 'imali yeSASSA', 'ipenshini yabantu abadala'],
  },
};
