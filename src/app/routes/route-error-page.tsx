import { Link, useRouteError } from 'react-router';

/** Last line of defence: a page that failed to load (e.g. a chunk after a deploy) or threw. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-brand-950">Something went wrong</h1>
      <p className="mt-3 text-slate-700">
        {chunkFailed ? 'A newer version of the site is available. Please reload the page.' : 'Please reload the page or try again in a moment.'}
      </p>
      <div className="mt-6 flex justify-center gap-4">
        <button type="button" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800">
          Home
        </Link>
      </div>
    </div>
  );
}
