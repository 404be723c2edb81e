import { PROMO_DISMISSED_KEY } from '@/features/content/components/promo-banner-key';

/** The firms' promo banner (promo-banner.tsx): dismissed for the browser session. */
export function wirePromoBanner(root: ParentNode = document): void {
  const banner = root.querySelector<HTMLElement>('[data-island="promo-banner"]');
  if (!banner) return;
  const hide = () => banner.remove();
  try {
    if (sessionStorage.getItem(PROMO_DISMISSED_KEY) === '1') hide();
  } catch {
    // Storage can be blocked (private mode); the banner then simply stays.
  }
  banner.querySelector('button')?.addEventListener('click', () => {
    hide();
    try {
      sessionStorage.setItem(PROMO_DISMISSED_KEY, '1');
    } catch {
      // Ignored: dismissal then lasts for this page view only.
    }
  });
}
