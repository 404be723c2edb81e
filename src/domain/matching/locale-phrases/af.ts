/**
 * Afrikaans words for the legal-need search (see types.ts).
 *
 * Review state: written by the development team, NOT YET REVIEWED by a native Afrikaans speaker or
 * a professional translator. Correct or add words here; the tests in locale-phrases.test.ts
 * keep every phrase pointing at one area.
 */
import type { LocalePhrases } from './types';

export const AF_PHRASES: LocalePhrases = {
  'divorce-separation': {
    name: 'Egskeiding en skeiding',
    phrases: ['egskeiding', 'ek wil skei', 'ons gaan skei', 'skeipapiere', 'my huwelik is verby', 'skei van my man'],
  },
  'child-custody-access': {
    name: 'Sorg en kontak met kinders',
    phrases: ['toesig oor my kinders', 'sorg en kontak', 'besoekreg', 'my eks laat my nie my kinders sien nie'],
  },
  'child-maintenance': {
    name: 'Kinderonderhoud',
    phrases: ['kinderonderhoud', 'pa betaal nie onderhoud nie', 'onderhoudshof', 'onderhoud vir my kind'],
  },
  'spousal-maintenance': { name: "Onderhoud vir 'n gade", phrases: ['onderhoud vir my vrou', 'onderhoud na die egskeiding'] },
  'wills-estates': {
    name: 'Testamente en boedels',
    phrases: ['testament', "ek wil 'n testament maak", 'boedel', 'erfenis', 'iemand is oorlede', 'eksekuteur'],
  },
  adoption: { name: 'Aanneming', phrases: ["'n kind aanneem", 'my stiefkind aanneem', "aanneming van 'n kind"] },
  'domestic-violence-protection-orders': {
    name: 'Gesinsgeweld en beskermingsbevele',
    phrases: ['gesinsgeweld', 'huishoudelike geweld', 'my man slaan my', 'beskermingsbevel', 'interdik teen my man'],
  },
  'harassment-orders': { name: 'Teisteringsbevele', phrases: ['teistering', 'iemand teister my', 'iemand agtervolg my'] },
  'bail-applications': { name: 'Borgtogaansoeke', phrases: ['borgtog', 'in hegtenis geneem', 'my seun is gearresteer'] },
  assault: { name: 'Aanranding', phrases: ['aanranding', 'ek is aangerand', 'iemand het my geslaan'] },
  'theft-fraud': {
    name: 'Diefstal en bedrog',
    phrases: ['diefstal', 'bedrog', 'ek is bedrieg', 'hulle het my goed gesteel', 'winkeldiefstal'],
  },
  'drunk-driving-traffic': {
    name: 'Dronkbestuur en verkeersoortredings',
    phrases: ['dronkbestuur', 'bestuur onder die invloed', 'verkeersboete', 'my rybewys'],
  },
  'sexual-offences': { name: 'Seksuele misdrywe', phrases: ['verkragting', 'seksuele aanranding', 'ek is verkrag'] },
  'criminal-record-expungement': {
    name: "Skrapping van 'n kriminele rekord",
    phrases: ['kriminele rekord', 'my rekord skoonmaak'],
  },
  'contract-disputes': { name: 'Kontrakgeskille', phrases: ['kontrakbreuk', 'hulle het die kontrak verbreek'] },
  'personal-injury': {
    name: 'Persoonlike besering',
    phrases: ['motorongeluk', 'ek is beseer', 'padongelukfonds', 'vergoeding vir beserings'],
  },
  'medical-negligence': {
    name: 'Mediese nalatigheid',
    phrases: ['mediese nalatigheid', "die dokter het 'n fout gemaak", 'nalatigheid in die hospitaal'],
  },
  defamation: { name: 'Laster', phrases: ['laster', 'iemand beskinder my', 'leuens oor my op sosiale media'] },
  'consumer-protection': {
    name: 'Verbruikersbeskerming',
    phrases: ['verbruikersbeskerming', 'die winkel wil nie my geld terugbetaal nie', 'foutiewe produk'],
  },
  'small-claims': { name: 'Kleineisehof', phrases: ['kleineise', 'klein eise hof'] },
  evictions: { name: 'Uitsettings', phrases: ['uitsetting', 'ek word uitgesit', 'die verhuurder wil my uitsit'] },
  'landlord-tenant': {
    name: 'Verhuurder en huurder',
    phrases: ['verhuurder', 'huurder', 'my deposito terug', 'huurkontrak', 'huur agterstallig'],
  },
  conveyancing: { name: 'Oordrag van eiendom', phrases: ['huis koop', 'huis verkoop', 'eiendomsoordrag', 'transportbesorger'] },
  'sectional-title': { name: 'Deeltitel', phrases: ['deeltitel', 'regspersoon van die kompleks'] },
  'neighbour-boundary-disputes': { name: 'Bure en grense', phrases: ['my buurman', 'grensmuur', 'bure se bome'] },
  'land-claims': { name: 'Grondeise', phrases: ['grondeis', 'ons grond terug'] },
  'building-disputes': { name: 'Bougeskille', phrases: ['die bouer', 'swak bouwerk'] },
  'unfair-dismissal': {
    name: 'Onbillike ontslag',
    phrases: ['onbillike ontslag', 'ek is afgedank', 'afgedank by die werk', 'KVBA'],
  },
  'disciplinary-hearings': { name: 'Dissiplinêre verhore', phrases: ['dissiplinêre verhoor', 'tugverhoor'] },
  'workplace-discrimination': { name: 'Diskriminasie by die werk', phrases: ['diskriminasie by die werk'] },
  'unpaid-wages-benefits': {
    name: 'Onbetaalde lone en voordele',
    phrases: ['onbetaalde loon', 'my werkgewer betaal my nie', 'salaris nie betaal nie', 'WVF'],
  },
  'workplace-injuries': { name: 'Beserings by die werk', phrases: ['besering by die werk', 'beseer by die werk'] },
  'debt-counselling': { name: 'Skuldberading', phrases: ['skuldberading', 'ek is diep in die skuld', 'skuldhersiening'] },
  sequestration: { name: 'Sekwestrasie', phrases: ['sekwestrasie', 'bankrot'] },
  'debt-collection': { name: 'Skuldinvordering', phrases: ['skuldinvordering', 'iemand skuld my geld'] },
  'tax-disputes': { name: 'Belastinggeskille', phrases: ['belasting', 'belastinggeskil'] },
  'insurance-claims': {
    name: 'Versekeringseise',
    phrases: ['versekering', 'versekeringseis', 'versekering wil nie betaal nie'],
  },
  'pension-disputes': { name: 'Pensioengeskille', phrases: ['pensioenfonds', 'my pensioen'] },
  'immigration-visas': { name: 'Immigrasie en visums', phrases: ['visum', 'immigrasie', 'verblyfpermit', 'werkpermit'] },
  'citizenship-identity': {
    name: 'Burgerskap en identiteit',
    phrases: ['burgerskap', 'identiteitsdokument', 'ID-boek', 'geboortesertifikaat'],
  },
  'social-grants': {
    name: 'Maatskaplike toelaes',
    phrases: ['maatskaplike toelae', 'kindertoelae', 'ouderdomspensioen', 'SASSA toelae'],
  },
};
