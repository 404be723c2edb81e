import { Link } from 'react-router';
import { BRAND_NAME } from '@/domain/shared/brand';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-md" aria-label={`${BRAND_NAME} home`}>
      <svg viewBox="0 0 64 64" className="h-9 w-9" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#f7b84b' : '#14295e'} />
        <path
          d="M32 12l16 7v6H16v-6zM19 28h5v16h-5zm10.5 0h5v16h-5zM40 28h5v16h-5zM15 47h34v5H15z"
          fill={inverted ? '#14295e' : '#f7b84b'}
        />
      </svg>
      <span className={inverted ? 'text-xl font-bold text-white' : 'text-xl font-bold text-brand-950'}>
        Reg<span className={inverted ? 'text-accent-400' : 'text-brand-600'}>Match</span>
      </span>
    </Link>
  );
}
