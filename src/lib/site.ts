/** Public origin of the production site: canonical URLs, sitemap and social tags use it (emails too, so it lives in the domain). */
export { SITE_URL } from '@/domain/brand';
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
/** The operator's categorisation lab: an unguessable path, noindex, admin-only. Here so the admin feature can link to it. */
export const LAB_PATH = '/lab-7f3a9c2e';
