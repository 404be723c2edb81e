import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PLANS } from '@/domain/payments/plans';
import { formatRand } from '@/domain/shared/money';

import { PROMO_DISMISSED_KEY as STORAGE_KEY } from './promo-banner-key';

/** 'Save up to 50%' for the paid plans; the rand figures come from PLANS. */
function savingPercent(): number {
  const savings = [PLANS.premium, PLANS.premium_plus].map((p) => (p.previousPrice ? 1 - p.price / p.previousPrice : 0));
  return Math.round(Math.max(...savings) * 100);
}

/** The firms' promo banner. Dismissal lasts for the browser session. */
export function PromoBanner() {
  const [dismissed, setDismissed] = useState(false);
  // Read after mount: the prerendered HTML always contains the banner, and hydration must match it.
  useEffect(() => {
    try {
      if (sessionStorage.getItem(STORAGE_KEY) === '1') setDismissed(true);
    } catch {
      // Storage can be blocked (private mode); the banner then simply stays.
    }
  }, []);
  if (dismissed) return null;
  const { premium, premium_plus: plus } = PLANS;
  return (
    // The firms' offer stays English on a translated home (firm screens are English): lang says so.
    <aside aria-label="Offer for law firms" lang="en" data-island="promo-banner" className="bg-accent-400 text-brand-950">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:items-center sm:px-6 lg:px-8">
        <p className="flex-1 text-sm">
          <strong>Law firms: save up to {savingPercent()}%.</strong> {premium.name} {formatRand(premium.price)}/month{' '}
          <s className="opacity-80">{formatRand(premium.previousPrice ?? premium.price)}</s>, {plus.name} {formatRand(plus.price)}
          /month <s className="opacity-80">{formatRand(plus.previousPrice ?? plus.price)}</s>.{' '}
          <Link to="/for-firms" className="font-semibold underline">
            See plans for firms
          </Link>
        </p>
        <button
          type="button"
          aria-label="Dismiss offer"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-accent-500"
          onClick={() => {
            setDismissed(true);
            try {
              sessionStorage.setItem(STORAGE_KEY, '1');
            } catch {
              // Ignored: dismissal then lasts for this page view only.
            }
          }}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </aside>
  );
}
