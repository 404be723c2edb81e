import { CLAIMED_FIGURES, RESPONSE_PROMISE } from '@/domain/brand';
import type { FaqItem } from './types';

export interface CityService {
  name: string;
  lawyers: number;
  icon: 'users' | 'shield' | 'scale' | 'spark' | 'pin' | 'clock';
  colour: 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'teal';
}

export interface City {
  slug: 'johannesburg' | 'cape-town' | 'pretoria' | 'durban';
  name: string;
  province: string;
  lawyerCount: string;
  averageResponse: string;
  rating: number;
  intro: string;
  services: readonly CityService[];
  whyChoose: readonly { title: string; text: string }[];
  areas: readonly string[];
  faqs: readonly FaqItem[];
  /** Johannesburg carries the resource block linking the guides and the other cities. */
  resources?: boolean;
}

const sharedServices = (sixth: CityService, counts: readonly [number, number, number, number, number]): CityService[] => [
  { name: 'Divorce & Family Law', lawyers: counts[0], icon: 'users', colour: 'blue' },
  { name: 'Personal Injury', lawyers: counts[1], icon: 'shield', colour: 'red' },
  { name: 'Criminal Law', lawyers: counts[2], icon: 'scale', colour: 'purple' },
  { name: 'Commercial Law', lawyers: counts[3], icon: 'spark', colour: 'green' },
  { name: 'Property Law', lawyers: counts[4], icon: 'pin', colour: 'orange' },
  sixth,
];

const cityFaqs = (city: string, court: string): FaqItem[] => [
  {
    id: 'cost',
    question: `How much does it cost to find a lawyer in ${city}?`,
    answer:
      'Nothing. Matching is free for clients, with no hidden costs and no obligation. You agree fees directly with the firm if you appoint it.',
  },
  {
    id: 'speed',
    question: `How quickly will a ${city} lawyer contact me?`,
    answer: `Matched firms aim to contact you ${RESPONSE_PROMISE}.`,
  },
  {
    id: 'verified',
    question: `Are the ${city} lawyers verified?`,
    answer: 'Yes. Every firm is registered with the Legal Practice Council and checked before it can receive matches.',
  },
  {
    id: 'court',
    question: `Which courts do ${city} firms appear in?`,
    answer: `Firms in ${city} regularly appear in the ${court}, the local magistrates’ courts and regional courts, and can arrange correspondents elsewhere.`,
  },
];

const whyChoose = (city: string): City['whyChoose'] => [
  {
    title: 'Local knowledge',
    text: `Firms that know ${city}’s courts, sheriffs and offices, so your matter moves without avoidable delays.`,
  },
  {
    title: 'Verified and accountable',
    text: 'Every firm is registered with the Legal Practice Council and subject to its code of conduct.',
  },
  {
    title: 'Free and without obligation',
    text: 'Compare what the firm offers and decide in your own time. Matching never costs you anything.',
  },
];

export const CITIES: readonly City[] = [
  {
    slug: 'johannesburg',
    name: 'Johannesburg',
    province: 'Gauteng',
    lawyerCount: '190+',
    averageResponse: '48h',
    rating: 4.8,
    intro:
      'From Sandton boardrooms to Soweto family courts, find a verified Johannesburg lawyer for divorce, labour disputes, evictions, criminal matters and business law.',
    services: [
      { name: 'Divorce & Family Law', lawyers: 38, icon: 'users', colour: 'blue' },
      { name: 'Personal Injury', lawyers: 29, icon: 'shield', colour: 'red' },
      { name: 'Criminal Law', lawyers: 24, icon: 'scale', colour: 'purple' },
      { name: 'Commercial Law', lawyers: 42, icon: 'spark', colour: 'green' },
      { name: 'Property Law', lawyers: 35, icon: 'pin', colour: 'orange' },
      { name: 'Labour Law', lawyers: 19, icon: 'clock', colour: 'teal' },
    ],
    whyChoose: whyChoose('Johannesburg'),
    areas: [
      'Sandton',
      'Rosebank',
      'Randburg',
      'Soweto',
      'Midrand',
      'Fourways',
      'Roodepoort',
      'Melville',
      'Parktown',
      'Braamfontein',
      'Alexandra',
      'Johannesburg CBD',
    ],
    faqs: cityFaqs('Johannesburg', 'Gauteng Division of the High Court in Johannesburg'),
    resources: true,
  },
  {
    slug: 'cape-town',
    name: 'Cape Town',
    province: 'Western Cape',
    lawyerCount: '187+',
    averageResponse: '36h',
    rating: 4.9,
    intro:
      'Find a verified Cape Town lawyer for family matters, property transfers and disputes, criminal defence, commercial contracts and labour law.',
    services: sharedServices({ name: 'Labour Law', lawyers: 21, icon: 'clock', colour: 'teal' }, [36, 27, 22, 40, 38]),
    whyChoose: whyChoose('Cape Town'),
    areas: [
      'City Bowl',
      'Sea Point',
      'Claremont',
      'Bellville',
      'Durbanville',
      'Khayelitsha',
      'Mitchells Plain',
      'Observatory',
      'Woodstock',
      'Tokai',
      'Milnerton',
      'Somerset West',
    ],
    faqs: cityFaqs('Cape Town', 'Western Cape Division of the High Court in Cape Town'),
  },
  {
    slug: 'pretoria',
    name: 'Pretoria',
    province: 'Gauteng',
    lawyerCount: '159+',
    averageResponse: '42h',
    rating: 4.7,
    intro:
      'Find a verified Pretoria (Tshwane) lawyer for divorce, criminal defence, property, commercial matters and disputes with government departments.',
    services: sharedServices(
      { name: 'Government & Administrative', lawyers: 17, icon: 'clock', colour: 'teal' },
      [32, 24, 21, 30, 28],
    ),
    whyChoose: whyChoose('Pretoria'),
    areas: [
      'Hatfield',
      'Brooklyn',
      'Menlyn',
      'Centurion',
      'Arcadia',
      'Sunnyside',
      'Pretoria CBD',
      'Mamelodi',
      'Soshanguve',
      'Montana',
      'Waterkloof',
      'Garsfontein',
    ],
    faqs: cityFaqs('Pretoria', 'Gauteng Division of the High Court in Pretoria'),
  },
  {
    slug: 'durban',
    name: 'Durban',
    province: 'KwaZulu-Natal',
    lawyerCount: '176+',
    averageResponse: '38h',
    rating: 4.8,
    intro:
      'Find a verified Durban lawyer for family law, personal injury, criminal matters, commercial and property law, and maritime and shipping disputes.',
    services: sharedServices({ name: 'Maritime & Shipping', lawyers: 14, icon: 'clock', colour: 'teal' }, [34, 28, 23, 33, 30]),
    whyChoose: whyChoose('Durban'),
    areas: [
      'Umhlanga',
      'Berea',
      'Morningside',
      'Glenwood',
      'Westville',
      'Pinetown',
      'Durban North',
      'Umlazi',
      'Chatsworth',
      'Phoenix',
      'Ballito',
      'Durban CBD',
    ],
    faqs: cityFaqs('Durban', 'KwaZulu-Natal Division of the High Court in Durban'),
  },
];

export const cityBySlug = (slug: string | undefined) => CITIES.find((c) => c.slug === slug);

export const cityStats = (city: City) => [
  { label: 'Verified lawyers', value: city.lawyerCount },
  { label: 'Average response', value: city.averageResponse },
  { label: 'Client rating', value: `${city.rating}/5` },
  { label: 'Practice areas', value: CLAIMED_FIGURES.practiceAreaCountLabel },
];
