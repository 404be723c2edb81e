import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Page key (route-table.ts) to its lazily loaded module. Each page is its own chunk, so the
 * landing page never downloads the dashboard or the admin editor.
 */
export const PAGES: Record<string, () => PageModule> = {
  home: () => import('@/features/content/pages/home-page'),
  // Unknown paths: rare, so the page waits in its own chunk rather than in every first download.
  'not-found': () => import('./routes/not-found-page'),
  'how-it-works': () => import('@/features/content/pages/how-it-works-page'),
  about: () => import('@/features/content/pages/about-page'),
  faq: () => import('@/features/content/pages/faq-page'),
  'faq-blog': () => import('@/features/content/pages/faq-blog-page'),
  'faq-article': () => import('@/features/content/pages/faq-article-page'),
  'guide-divorce': () => import('@/features/content/pages/guide-divorce-page'),
  'guide-child-custody': () => import('@/features/content/pages/guide-child-custody-page'),
  'guide-child-maintenance': () => import('@/features/content/pages/guide-child-maintenance-page'),
  city: () => import('@/features/content/pages/city-page'),
  'legal-updates': () => import('@/features/content/pages/legal-updates-page'),
  terms: () => import('@/features/content/pages/terms-page'),
  privacy: () => import('@/features/content/pages/privacy-page'),
  disclaimer: () => import('@/features/content/pages/disclaimer-page'),
  'cookie-policy': () => import('@/features/content/pages/cookie-policy-page'),
  eula: () => import('@/features/content/pages/eula-page'),
  dpa: () => import('@/features/content/pages/dpa-page'),
  sla: () => import('@/features/content/pages/sla-page'),
  paia: () => import('@/features/content/pages/paia-page'),
  blog: () => import('@/features/blog/pages/blog-page'),
  'blog-post': () => import('@/features/blog/pages/blog-post-page'),
  matching: () => import('@/features/matching/pages/matching-page'),
  results: () => import('@/features/results/pages/results-page'),
  'contact-firm': () => import('@/features/results/pages/contact-firm-page'),
  contact: () => import('@/features/contact/pages/contact-page'),
  'correspondent-matching': () => import('@/features/correspondents/pages/correspondent-matching-page'),
  'featured-firms': () => import('@/features/featured-firms/pages/featured-firms-page'),
  'featured-province': () => import('@/features/featured-firms/pages/featured-province-page'),
  'for-firms': () => import('@/features/firm-auth/pages/for-firms-page'),
  'firm-login': () => import('@/features/firm-auth/pages/firm-login-page'),
  login: () => import('@/features/firm-auth/pages/login-page'),
  'reset-password': () => import('@/features/firm-auth/pages/reset-password-page'),
  'firm-setup': () => import('@/features/firm-registration/pages/firm-setup-page'),
  'firm-dashboard': () => import('@/features/firm-dashboard/pages/firm-dashboard-page'),
  'premium-welcome': () => import('@/features/firm-dashboard/pages/premium-welcome-page'),
  'subscription-thank-you': () => import('@/features/subscriptions/pages/subscription-thank-you-page'),
  'subscription-cancel': () => import('@/features/subscriptions/pages/subscription-cancel-page'),
  'firm-confirm-email': () => import('@/features/firm-registration/pages/confirm-email-page'),
  'lead-release': () => import('@/features/lead-release/pages/lead-release-page'),
  'my-request': () => import('@/features/my-request/pages/my-request-page'),
  'send-on': () => import('@/features/my-request/pages/send-on-page'),
  review: () => import('@/features/reviews/pages/review-page'),
  'legal-updates-confirm': () => import('@/features/content/pages/legal-updates-confirm-page'),
  'phone-off': () => import('@/features/notifications/pages/phone-off-page'),
  'legal-updates-unsubscribe': () => import('@/features/content/pages/legal-updates-unsubscribe-page'),
  'admin-control': () => import('@/features/admin/pages/admin-control-page'),
  lab: () => import('@/features/admin/pages/lab-page'),
};
