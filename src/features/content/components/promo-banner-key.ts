/** sessionStorage key of the promo banner's dismissal, shared by promo-banner.tsx and its island. */
export const PROMO_DISMISSED_KEY = 'regmatch.promo-dismissed';
