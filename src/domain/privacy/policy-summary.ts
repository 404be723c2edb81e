/**
 * The privacy policy's summary in every language the client side speaks, printed on /privacy
 * (each in its own `lang`). The numbers come from the same constants as the English policy.
 * The English privacy policy is the binding text, and each summary says so.
 *
 * Review state: the isiZulu, isiXhosa, Afrikaans, Sepedi, Setswana and Sesotho texts are machine/LLM drafts, NOT
 * YET REVIEWED by a professional translator (like the catalogs in src/locales); their terms follow
 * docs/i18n-glossary.md. Typed by Locale: a new client language fails the typecheck until its
 * summary is written here.
 */
import { INFORMATION_OFFICER } from '../shared/brand';
import type { Locale } from '../shared/locales';
import { RETENTION } from './retention';

export interface PolicySummary {
  title: string;
  points: readonly string[];
  /** That this is a summary, that the English policy binds, and (not English) the review state. */
  binding: string;
}

const months = RETENTION.leadPersonalInfoMonths;
const mailDays = RETENTION.mailDays;
const io = INFORMATION_OFFICER.email;

export const POLICY_SUMMARY: Readonly<Record<Locale, PolicySummary>> = {
  en: {
    title: 'Summary',
    points: [
      'We keep what you tell us in the matching form to send your request to one law firm that fits it.',
      'That firm sees your details. Other firms see your case without your name or contact details only if you agree. Our service providers handle it for us; if you ask for WhatsApp messages, your number and the message go to Meta, outside South Africa.',
      `Your details on a request are removed after ${months} months; our copies of emails and messages after ${mailDays} days.`,
      `You can see, withdraw or erase your request from the link in our emails, or write to our Information Officer at ${io}. You may complain to the Information Regulator.`,
      'We never sell your information and use no advertising trackers.',
    ],
    binding: 'This is a summary. The full privacy policy below is the binding text.',
  },
  zu: {
    title: 'Isifinyezo',
    points: [
      'Sigcina lokho osinika kona efomini lokuxhunyaniswa ukuze sithumele isicelo sakho efemini yabameli eyodwa efanele.',
      'Leyo femu ibona imininingwane yakho. Amanye amafemu abona udaba lwakho ngaphandle kwegama lakho noma imininingwane yokuxhumana kuphela uma uvuma. Abahlinzeki bethu bezinsizakalo basiphathela yona; uma ucela imilayezo ye-WhatsApp, inombolo yakho nomlayezo kuya ku-Meta, ngaphandle kweNingizimu Afrika.',
      `Imininingwane yakho esicelweni isuswa ngemuva kwezinyanga ezingu-${months}; amakhophi ethu ama-imeyili nemilayezo ngemuva kwezinsuku ezingu-${mailDays}.`,
      `Ungabona, uhoxise noma usule isicelo sakho ngesixhumanisi esisema-imeyilini ethu, noma ubhalele Isikhulu Solwazi sethu ku-${io}. Ungafaka isikhalazo ku-Information Regulator.`,
      'Asiyithengisi neze imininingwane yakho futhi asisebenzisi izinto zokulandelela izikhangiso.',
    ],
    binding:
      'Lesi yisifinyezo. Inqubomgomo Yobumfihlo egcwele yesiNgisi engezansi yiyona ebophayo. Le nguqulo iwuhlaka lomshini, ayikabuyekezwa ngumhumushi onguchwepheshe.',
  },
  xh: {
    title: 'Isishwankathelo',
    points: [
      'Sigcina oko usixelela kona kwifomu yokudityaniswa ukuze sithumele isicelo sakho kwifemu yamagqwetha enye efanelekileyo.',
      'Loo femu ibona iinkcukacha zakho. Ezinye iifemu zibona umcimbi wakho ngaphandle kwegama lakho okanye iinkcukacha zoqhagamshelwano kuphela ukuba uyavuma. Ababoneleli beenkonzo bethu basiphathela zona; ukuba ucela imiyalezo ye-WhatsApp, inombolo yakho nomyalezo ziya ku-Meta, ngaphandle koMzantsi Afrika.',
      `Iinkcukacha zakho kwisicelo zisuswa emva kweenyanga ezi-${months}; iikopi zethu zee-imeyile nemiyalezo emva kweentsuku ezi-${mailDays}.`,
      `Ungabona, urhoxise okanye ucime isicelo sakho ngekhonkco elikwii-imeyile zethu, okanye ubhalele iGosa leNkcazelo lethu ku-${io}. Unokufaka isikhalazo kwi-Information Regulator.`,
      'Asizithengisi iinkcukacha zakho kwaye asisebenzisi izixhobo zokulandelela izibhengezo.',
    ],
    binding:
      'Esi sisishwankathelo. Umgaqo-nkqubo waBucala opheleleyo wesiNgesi ongezantsi nguwo obophelelayo. Le nguqulelo ngumzobo womatshini, ayikahlolwa ngumguquleli oyingcali.',
  },
  af: {
    title: 'Opsomming',
    points: [
      'Ons hou wat u ons in die pasvorm vertel, om u versoek na een regsfirma te stuur wat daarby pas.',
      'Daardie firma sien u besonderhede. Ander firmas sien u saak sonder u naam of kontakbesonderhede slegs as u instem. Ons diensverskaffers hanteer dit namens ons; as u WhatsApp-boodskappe vra, gaan u nommer en die boodskap na Meta, buite Suid-Afrika.',
      `U besonderhede op ’n versoek word ná ${months} maande verwyder; ons afskrifte van e-posse en boodskappe ná ${mailDays} dae.`,
      `U kan u versoek sien, terugtrek of uitvee met die skakel in ons e-posse, of aan ons Inligtingsbeampte skryf by ${io}. U mag by die Inligtingsreguleerder kla.`,
      'Ons verkoop nooit u inligting nie en gebruik geen advertensie-naspoorders nie.',
    ],
    binding:
      'Dit is ’n opsomming. Die volledige Engelse Privaatheidsbeleid hieronder is die bindende teks. Hierdie vertaling is ’n masjienkonsep, nog nie deur ’n professionele vertaler nagegaan nie.',
  },
  nso: {
    title: 'Kakaretšo',
    points: [
      'Re boloka seo o re botšago sona foromong ya go kopanywa gore re romele kgopelo ya gago go feme ya baemedi ba molao e tee ye e swanelago.',
      'Feme yeo e bona dintlha tša gago. Difeme tše dingwe di bona taba ya gago ntle le leina la gago goba dintlha tša kgokagano fela ge o dumela. Bafani ba rena ba ditirelo ba e swara legatong la rena; ge o kgopela melaetša ya WhatsApp, nomoro ya gago le molaetša di ya go Meta, ka ntle ga Afrika Borwa.',
      `Dintlha tša gago kgopelong di tlošwa ka morago ga dikgwedi tše ${months}; dikopi tša rena tša diimeile le melaetša ka morago ga matšatši a ${mailDays}.`,
      `O ka bona, wa gogela morago goba wa phumola kgopelo ya gago ka kgokagano ye e lego diimeileng tša rena, goba wa ngwalela Mohlankedi wa Tshedimošo wa rena go ${io}. O ka tsenya ngongorego go Information Regulator.`,
      'Ga re rekiše tshedimošo ya gago le gatee, e bile ga re šomiše didirišwa tša go latela dipapatšo.',
    ],
    binding:
      'Ye ke kakaretšo. Pholisi ya Sephiri ye e feletšego ya Seisemane ka fase ke yona e tlemago. Phetolelo ye ke sethalwa sa motšhene, ga se ya lekolwa ke mofetoledi wa profešenale.',
  },
  tn: {
    title: 'Kakaretso',
    points: [
      'Re boloka se o re se bolelelang mo foromong ya go golaganya gore re romele kopo ya gago kwa femeng e le nngwe ya babueledi ba molao e e e tshwanelang.',
      'Feme eo e bona dintlha tsa gago. Difeme tse dingwe di bona kgetse ya gago kwa ntle ga leina la gago kgotsa dintlha tsa kgolagano fela fa o dumela. Batlamedi ba rona ba ditirelo ba e tshwara mo boemong jwa rona; fa o kopa melaetsa ya WhatsApp, nomoro ya gago le molaetsa di ya kwa Meta, kwa ntle ga Aforika Borwa.',
      `Dintlha tsa gago mo kopong di a tlosiwa morago ga dikgwedi di le ${months}; dikhopi tsa rona tsa diimeile le melaetsa morago ga malatsi a le ${mailDays}.`,
      `O ka bona, wa gogela morago kgotsa wa phimola kopo ya gago ka kgolagano e e mo diimeileng tsa rona, kgotsa wa kwalela Motlhankedi wa rona wa Tshedimosetso kwa ${io}. O ka ngongorega kwa Information Regulator.`,
      'Ga re ke re rekisa tshedimosetso ya gago e bile ga re dirise didirisiwa tsa go sala dipapatso morago.',
    ],
    binding:
      'Eno ke kakaretso. Pholisi ya Sephiri e e feletseng ya Seesemane e e fa tlase ke yone e e tlamang. Phetolelo eno ke kgatiso ya motšhine, ga e ise e sekasekwe ke moranolodi wa porofešenale.',
  },
  st: {
    title: 'Kakaretso',
    points: [
      'Re boloka seo o re bolellang sona foromong ya ho kopanya hore re romele kopo ya hao fememng e le nngwe ya babuelli ba molao e e tshwanelang.',
      'Feme eo e bona dintlha tsa hao. Difeme tse ding di bona nyewe ya hao ntle le lebitso la hao kapa dintlha tsa ho ikopanya feela ha o dumela. Bafani ba rona ba ditshebeletso ba e tshwara lebitsong la rona; ha o kopa melaetsa ya WhatsApp, nomoro ya hao le molaetsa di ya ho Meta, kantle ho Afrika Borwa.',
      `Dintlha tsa hao kopong di tloswa kamora dikgwedi tse ${months}; dikopi tsa rona tsa diimeile le melaetsa kamora matsatsi a ${mailDays}.`,
      `O ka bona, wa hula kopo ya hao kapa wa e hlakola ka sehokelo se diimeileng tsa rona, kapa wa ngolla Ofisiri ya rona ya Tlhahisoleseding ho ${io}. O ka tletleba ho Information Regulator.`,
      'Ha ho mohla re rekisang tlhahisoleseding ya hao, mme ha re sebedise disebediswa tsa ho latela dipapatso.',
    ],
    binding:
      'Ena ke kakaretso. Leano la Lekunutu le feletseng la Senyesemane le ka tlase ke lona le tlamang. Phetolelo ena ke moralo wa motjhini, ha e so hlahlojwe ke mofetoledi wa setsebi.',
  },
};
