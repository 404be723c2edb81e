import { LEGAL_AID } from '@/domain/matching/legal-aid';
import { formatLegalAidDate } from '@/domain/matching/legal-aid-date';
import { formatRand } from '@/domain/shared/money';

/**
 * Shown beside the matches to a person whose income answer is below Legal Aid South Africa's
 * Means Test: free representation may be open to them. It never blocks the match; the figures and
 * numbers come from one dated constant (src/domain/matching/legal-aid.ts).
 */
export function LegalAidPanel({ province }: { province: string }) {
  const since = formatLegalAidDate();
  return (
    <aside aria-labelledby="legal-aid-heading" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-slate-800">
      <h2 id="legal-aid-heading" className="text-lg font-bold text-emerald-900">
        You may qualify for free legal help from Legal Aid South Africa
      </h2>
      <p className="mt-2 text-sm">
        Legal Aid SA represents people who cannot afford a lawyer, at no cost, in criminal cases and in many civil matters such as
        family disputes and evictions. Whether you qualify depends on its Means Test: since {since}, a net income (after tax)
        below <span className="whitespace-nowrap">{formatRand(LEGAL_AID.individualNetMonthlyIncomeBelow)}</span> a month, or below{' '}
        <span className="whitespace-nowrap">{formatRand(LEGAL_AID.householdNetMonthlyIncomeBelow)}</span> for a household in civil
        cases, and limits on what you own.
      </p>
      <h3 className="mt-4 text-sm font-semibold text-emerald-900">How to apply</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>
          Call the free Legal Aid Advice Line on{' '}
          <a className="whitespace-nowrap font-semibold underline" href={`tel:${LEGAL_AID.adviceLine.replace(/\s/g, '')}`}>
            {LEGAL_AID.adviceLine}
          </a>
          , or send a &ldquo;Please Call Me&rdquo; to <span className="whitespace-nowrap">{LEGAL_AID.pleaseCallMe}</span>.
        </li>
        <li>
          Or visit your nearest Legal Aid SA office{province ? ` in ${province}` : ''} with your ID, proof of income and any court
          papers. The office list is on{' '}
          <a className="font-semibold underline" href={LEGAL_AID.website} target="_blank" rel="noreferrer">
            legal-aid.co.za
          </a>
          .
        </li>
      </ul>
      <p className="mt-3 text-sm">Your matches are still yours: you can contact a firm and apply for legal aid.</p>
      <p className="mt-3 text-xs text-emerald-900">
        Figures as at {since}, source: {LEGAL_AID.source}.
      </p>
    </aside>
  );
}
