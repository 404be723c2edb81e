import { cn } from './cn';

/** A firm's logo, or its initial on a tinted square when it has none. Decorative: the name is beside it. */
export function FirmLogo({ name, logoUrl, className }: { name: string; logoUrl?: string | null; className?: string }) {
  const size = cn('h-14 w-14 flex-none rounded-lg', className);
  if (logoUrl) return <img src={logoUrl} alt="" className={cn(size, 'border border-slate-200 object-cover')} loading="lazy" />;
  return (
    <div
      aria-hidden="true"
      className={cn(size, 'flex items-center justify-center bg-brand-100 text-xl font-bold text-brand-800')}
    >
      {name.charAt(0)}
    </div>
  );
}

/**
 * Stars and the number of reviews behind them. A firm nobody has reviewed says so: a "0.0" would
 * read as a verdict that no client gave.
 */
export function RatingSummary({
  rating,
  reviewCount,
  className,
  words,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
  /** A translated page's words (the firm card on results); English otherwise. */
  words?: { noReviews: string; reviews: (count: number) => string };
}) {
  if (!(reviewCount > 0))
    return <p className={cn('text-sm text-slate-600', className)}>{words?.noReviews ?? 'No reviews yet'}</p>;
  return (
    <p className={cn('text-sm text-slate-800', className)}>
      <span aria-hidden="true" className="text-accent-500">
        ★
      </span>{' '}
      {rating.toFixed(1)}{' '}
      <span className="text-slate-600">
        ({words ? words.reviews(reviewCount) : `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`})
      </span>
    </p>
  );
}
