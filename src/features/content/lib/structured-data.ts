/**
 * schema.org JSON-LD builders. Pure functions so the figures they publish (rating, prices, dates)
 * are unit-tested and always come from src/domain.
 */
import { BRAND_NAME, SUPPORT_EMAIL } from '@/domain/shared/brand';
import { SITE_URL } from '@/domain/shared/site';
import type { Crumb, FaqItem } from '../data/types';

const absolute = (path: string) => `${SITE_URL}${path === '/' ? '' : path}` || SITE_URL;

export function organization() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: SITE_URL,
    logo: `${SITE_URL}/favicon.svg`,
    email: SUPPORT_EMAIL,
    areaServed: { '@type': 'Country', name: 'South Africa' },
    description: 'A free service that matches people and businesses in South Africa with verified law firms.',
    // No aggregateRating: the service itself collects no reviews, and a rating search engines show
    // must come from real ones (firms' verified reviews are per firm, not the platform's).
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'ZAR', description: 'Free legal matching for clients' },
  };
}

export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.to),
    })),
  };
}

export function faqPage(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function article(input: { title: string; description: string; path: string; datePublished: string; image?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    mainEntityOfPage: absolute(input.path),
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    inLanguage: 'en-ZA',
    image: input.image ?? `${SITE_URL}/og-image.png`,
    author: { '@type': 'Organization', name: `${BRAND_NAME} Editorial Team`, url: SITE_URL },
    publisher: { '@type': 'Organization', name: BRAND_NAME, logo: { '@type': 'ImageObject', url: `${SITE_URL}/favicon.svg` } },
  };
}

export function legalService(input: {
  city: string;
  province: string;
  path: string;
  description: string;
  areas: readonly string[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: `${BRAND_NAME}: lawyers in ${input.city}`,
    url: absolute(input.path),
    description: input.description,
    image: `${SITE_URL}/og-image.png`,
    priceRange: 'Free for clients',
    areaServed: [{ '@type': 'City', name: input.city }, ...input.areas.map((name) => ({ '@type': 'Place', name }))],
    address: { '@type': 'PostalAddress', addressLocality: input.city, addressRegion: input.province, addressCountry: 'ZA' },
  };
}
