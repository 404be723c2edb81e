import { BRAND_NAME } from '@/domain/shared/brand';
import { PATHS } from '@/domain/shared/site';

/** Navigation shared by the desktop header, the mobile menu and the footer. */
export const GUIDE_MENU_ITEMS = [
  { to: '/guides/divorce', label: 'Divorce Guide' },
  { to: '/guides/child-custody', label: 'Child Custody Guide' },
  { to: '/guides/child-maintenance', label: 'Child Maintenance Guide' },
  // The spec puts a divider before the fourth item.
  { to: '/faq-blog', label: 'FAQ Articles', dividerBefore: true },
  { to: '/legal-updates', label: 'Recent Legal Changes' },
] as const;

export const HEADER_LINKS = {
  before: [{ to: '/how-it-works', label: 'How it Works' }],
  after: [
    { to: '/blog', label: 'Blog' },
    { to: '/faq', label: 'FAQ' },
    { to: '/for-firms', label: 'For Firms' },
  ],
} as const;

export const FOOTER_GROUPS = [
  {
    title: BRAND_NAME,
    links: [
      { to: '/', label: 'Home' },
      { to: '/how-it-works', label: 'How it Works' },
      { to: '/featured-firms', label: 'Featured Firms' },
      { to: '/matching', label: 'Get Matched' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'For law firms',
    links: [
      { to: '/for-firms', label: 'For Firms' },
      { to: '/firm-setup', label: 'Join as a Firm' },
      { to: '/correspondent-matching', label: 'Find a Correspondent' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/disclaimer', label: 'Disclaimer' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/legal/eula', label: 'EULA' },
      { to: '/legal/dpa', label: 'Data Processing Agreement' },
      { to: '/legal/sla', label: 'Service Level Agreement' },
      { to: PATHS.paiaManual, label: 'PAIA Manual' },
    ],
  },
] as const;
