import type { Locale } from './locales';

/**
 * Month names of the client locales Chromium ships no data for (intl-locale.ts), as Node's CLDR
 * data writes them, so a date on an isiZulu page reads '14 Okt 2026', not '14 Oct 2026'. Only the
 * browser's fallback uses them; Node formats these locales from its own data.
 */
export const FALLBACK_MONTH_NAMES: Partial<Record<Locale, { short: readonly string[]; long: readonly string[] }>> = {
  zu: {
    short: ['Jan', 'Feb', 'Mas', 'Eph', 'Mey', 'Jun', 'Jul', 'Aga', 'Sep', 'Okt', 'Nov', 'Dis'],
    long: [
      'Januwari',
      'Februwari',
      'Mashi',
      'Ephreli',
      'Meyi',
      'Juni',
      'Julayi',
      'Agasti',
      'Septhemba',
      'Okthoba',
      'Novemba',
      'Disemba',
    ],
  },
  xh: {
    short: ['Jan', 'Feb', 'Mat', 'Epr', 'Mey', 'Jun', 'Jul', 'Aga', 'Sep', 'Okt', 'Nov', 'Dis'],
    long: [
      'Janyuwari',
      'Februwari',
      'Matshi',
      'Epreli',
      'Meyi',
      'Juni',
      'Julayi',
      'Agasti',
      'Septemba',
      'Okthoba',
      'Novemba',
      'Disemba',
    ],
  },
  nso: {
    short: ['Jan', 'Feb', 'Mat', 'Apo', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nof', 'Dis'],
    long: [
      'Janeware',
      'Febereware',
      'Matšhe',
      'Aporele',
      'Mei',
      'June',
      'Julae',
      'Agosetose',
      'Setemere',
      'Oktobore',
      'Nofemere',
      'Disemere',
    ],
  },
  tn: {
    short: ['Fer', 'Tlh', 'Mop', 'Mor', 'Mot', 'See', 'Phu', 'Pha', 'Lwe', 'Dip', 'Ngw', 'Sed'],
    long: [
      'Ferikgong',
      'Tlhakole',
      'Mopitlo',
      'Moranang',
      'Motsheganang',
      'Seetebosigo',
      'Phukwi',
      'Phatwe',
      'Lwetse',
      'Diphalane',
      'Ngwanatsele',
      'Sedimonthole',
    ],
  },
  st: {
    short: ['Phe', 'Kol', 'Hlb', 'Mme', 'Mot', 'Jan', 'Upu', 'Pha', 'Leo', 'Mph', 'Pun', 'Tsh'],
    long: [
      'Pherekgong',
      'Hlakola',
      'Hlakubele',
      'Mmesa',
      'Motsheanong',
      'Phupjane',
      'Phupu',
      'Phato',
      'Lwetse',
      'Mphalane',
      'Pudungwana',
      'Tshitwe',
    ],
  },
};
