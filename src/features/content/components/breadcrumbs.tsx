import { Link } from 'react-router';
import type { Crumb } from '../data/types';

/** Visible trail; the last crumb is the current page. Pair with breadcrumbList() JSON-LD. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.to} className="text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
