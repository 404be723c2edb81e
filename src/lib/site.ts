/** Public origin of the production site: canonical URLs, sitemap and social tags use it. */
export const SITE_URL = 'https://regmatch.co.za';
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
