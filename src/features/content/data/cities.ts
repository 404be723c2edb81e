import type { CountedArea } from '@/domain/firms/practice-area-counts';
import type { CitySlug } from '@/domain/shared/cities';
import { SITE_FIGURES, RESPONSE_PROMISE, RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import type { FaqItem } from './types';

export interface CityService {
  name: string;
  /** The taxonomy id whose firm count (kept by functions) the page shows beside the name. */
  area: CountedArea;
  icon: 'users' | 'shield' | 'scale' | 'spark' | 'pin' | 'clock';
  colour: 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'teal';
}

export interface City {
  slug: CitySlug;
  name: string;
  province: string;
  intro: string;
  services: readonly CityService[];
  whyChoose: readonly { title: string; text: string }[];
  areas: readonly string[];
  faqs: readonly FaqItem[];
  /** Johannesburg carries the resource block linking the guides and the other cities. */
  resources?: boolean;
}

const LABOUR: CityService = { name: 'Labour Law', area: 'employment', icon: 'clock', colour: 'teal' };

const sharedServices = (sixth: CityService = LABOUR): CityService[] => [
  { name: 'Divorce & Family Law', area: 'family', icon: 'users', colour: 'blue' },
  { name: 'Personal Injury', area: 'personal-injury', icon: 'shield', colour: 'red' },
  { name: 'Criminal Law', area: 'criminal', icon: 'scale', colour: 'purple' },
  { name: 'Commercial Law', area: 'commercial-corporate', icon: 'spark', colour: 'green' },
  { name: 'Property Law', area: 'property', icon: 'pin', colour: 'orange' },
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
    answer:
      'Yes. Every firm is registered with the Legal Practice Council: we check it on the Legal Practice Council roll, and its Fidelity Fund certificate where the practice needs one, before it can receive matches.',
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
    intro:
      'From Sandton boardrooms to Soweto family courts, find a verified Johannesburg lawyer for divorce, labour disputes, evictions, criminal matters and business law.',
    services: sharedServices(),
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
    intro:
      'Find a verified Cape Town lawyer for family matters, property transfers and disputes, criminal defence, commercial contracts and labour law.',
    services: sharedServices(),
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
    intro:
      'Find a verified Pretoria (Tshwane) lawyer for divorce, criminal defence, property, commercial matters and disputes with government departments.',
    services: sharedServices({ name: 'Government & Administrative', area: 'administrative', icon: 'clock', colour: 'teal' }),
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
    intro:
      'Find a verified Durban lawyer for family law, personal injury, criminal matters, commercial and property law, and maritime and shipping disputes.',
    // The taxonomy has no maritime area, so a 'Maritime & Shipping' count could never be real.
    services: sharedServices(),
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

/** Figures that hold for every city: what the service costs, the response promise, the areas covered. */
export const cityStats = () => [
  { label: 'Cost to you', value: 'Free' },
  { label: 'Firms respond within', value: `${RESPONSE_PROMISE_BUSINESS_HOURS} business hours` },
  { label: 'Practice areas', value: SITE_FIGURES.practiceAreaCountLabel },
];
