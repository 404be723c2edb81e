import { LEGAL_AID } from '@/domain/matching/legal-aid';
import { formatLegalAidDate } from '@/domain/matching/legal-aid-date';
import type { Locale } from '@/domain/shared/locales';
import { formatRand } from '@/domain/shared/money';
import { tRich } from '@/lib/i18n/rich';
import { t } from '@/lib/i18n/runtime';

const Amount = ({ rand, locale }: { rand: number; locale: Locale }) => (
  <span className="whitespace-nowrap">{formatRand(rand, locale)}</span>
);

/**
 * Shown beside the matches to a person whose income answer is below Legal Aid South Africa's
 * Means Test: free representation may be open to them. It never blocks the match; the figures and
 * numbers come from one dated constant (src/domain/matching/legal-aid.ts). In the results page's
 * language (issue 27); amounts and the date in that locale's format.
 */
export function LegalAidPanel({ province, locale = 'en' }: { province: string; locale?: Locale }) {
  const since = formatLegalAidDate(LEGAL_AID.asOf, locale);
  const website = (
    <a className="font-semibold underline" href={LEGAL_AID.website} target="_blank" rel="noreferrer">
      legal-aid.co.za
    </a>
  );
  return (
    <aside aria-labelledby="legal-aid-heading" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-slate-800">
      <h2 id="legal-aid-heading" className="text-lg font-bold text-emerald-900">
        {t('legalAid.heading')}
      </h2>
      <p className="mt-2 text-sm">
        {tRich(
          'legalAid.body',
          { since },
          {
            individual: <Amount rand={LEGAL_AID.individualNetMonthlyIncomeBelow} locale={locale} />,
            household: <Amount rand={LEGAL_AID.householdNetMonthlyIncomeBelow} locale={locale} />,
          },
        )}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-emerald-900">{t('legalAid.howToApply')}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        <li>
          {tRich(
            'legalAid.call',
            {},
            {
              phone: (
                <a className="whitespace-nowrap font-semibold underline" href={`tel:${LEGAL_AID.adviceLine.replace(/\s/g, '')}`}>
                  {LEGAL_AID.adviceLine}
                </a>
              ),
              pleaseCallMe: <span className="whitespace-nowrap">{LEGAL_AID.pleaseCallMe}</span>,
            },
          )}
        </li>
        <li>{province ? tRich('legalAid.visitIn', { province }, { website }) : tRich('legalAid.visit', {}, { website })}</li>
      </ul>
      <p className="mt-3 text-sm">{t('legalAid.stillYours')}</p>
      <p className="mt-3 text-xs text-emerald-900">{t('legalAid.source', { since, source: LEGAL_AID.source })}</p>
    </aside>
  );
}
