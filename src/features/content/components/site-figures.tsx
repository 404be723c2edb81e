import { SITE_FIGURES } from '@/domain/shared/brand';

const FIGURES = [
  [SITE_FIGURES.clientPriceLabel, 'cost to clients'],
  [SITE_FIGURES.responseBusinessHoursLabel, 'business hours for a firm to reply'],
  [SITE_FIGURES.practiceAreaCountLabel, 'practice areas'],
] as const;

/**
 * The home hero shows the figures light on dark; the about page in tinted tiles. The hero's three
 * columns share 375 px: a long word ('ditshenyagalelo', Sepedi) needs the narrower gaps, and a
 * longer one breaks rather than spill out of its column.
 */
const LOOKS = {
  hero: {
    list: 'grid grid-cols-3 gap-2 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 sm:gap-6 sm:p-8',
    item: 'flex flex-col text-center',
    label: 'order-2 mt-1 text-xs break-words text-slate-100 sm:text-sm',
    value: 'order-1 text-2xl font-bold text-accent-400 sm:text-4xl',
  },
  tiles: {
    list: 'mt-4 grid gap-4 sm:grid-cols-3',
    item: 'flex flex-col rounded-xl bg-brand-50 p-5 text-center',
    label: 'order-2 text-sm text-slate-700',
    value: 'order-1 text-3xl font-bold text-brand-800',
  },
} as const;

/** The site's headline figures as a description list: the value reads first, its label below. */
export function SiteFigures({
  look,
  labels,
}: {
  look: keyof typeof LOOKS;
  /** The three labels in the page's language (the home page is translated); English otherwise. */
  labels?: readonly [string, string, string];
}) {
  const classes = LOOKS[look];
  return (
    <dl className={classes.list}>
      {FIGURES.map(([value, english], i) => (
        <div key={english} className={classes.item}>
          <dt className={classes.label}>{labels?.[i] ?? english}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
