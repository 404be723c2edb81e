import { Link } from 'react-router';
import { cn } from '@/components/ui';
import { isTabLocked, TABS, type TabId } from './tabs';

function LockIcon() {
  return (
    <svg role="img" aria-label="Locked" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor">
      <path
        fillRule="evenodd"
        d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm2 6V6a2 2 0 1 0-4 0v2h4Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function Sidebar({
  active,
  packageType,
  onSelect,
  onLogout,
}: {
  active: TabId;
  packageType: string;
  onSelect: (tab: TabId) => void;
  onLogout: () => void;
}) {
  return (
    <nav aria-label="Dashboard" className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-col">
        {TABS.map((tab) => {
          const locked = isTabLocked(tab.id, packageType);
          const labelId = `tab-label-${tab.id}`;
          return (
            <button
              key={tab.id}
              type="button"
              aria-labelledby={labelId}
              aria-current={active === tab.id ? 'page' : undefined}
              title={locked ? 'Available on Premium and Premium Plus' : undefined}
              onClick={() => onSelect(tab.id)}
              className={cn(
                'flex min-w-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700',
                active === tab.id
                  ? 'bg-brand-700 text-white'
                  : locked
                    ? 'text-slate-600 hover:bg-slate-100'
                    : 'text-slate-800 hover:bg-slate-100',
              )}
            >
              <span id={labelId} className="whitespace-nowrap">
                {tab.label}
              </span>
              {locked && <LockIcon />}
            </button>
          );
        })}
      </div>
      <div className="mt-2 flex flex-wrap gap-2 border-t border-slate-100 pt-2 lg:flex-col">
        <Link
          to="/correspondent-matching"
          className="rounded-lg px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Find a Correspondent
        </Link>
        <button
          type="button"
          onClick={onLogout}
          className="rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Logout
        </button>
      </div>
    </nav>
  );
}
