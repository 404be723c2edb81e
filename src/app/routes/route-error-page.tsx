import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Last line of defence: a page that failed to load (e.g. a chunk after a deploy) or threw. */
function RouteErrorPage({ error }: { error: unknown }) {
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Failed to fetch|Importing a module script failed/i.test(error.message);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-brand-950">Something went wrong</h1>
      <p className="mt-3 text-slate-700">
        {chunkFailed
          ? 'A newer version of the site is available. Please reload the page.'
          : 'Please reload the page or try again in a moment.'}
      </p>
      <div className="mt-6 flex justify-center gap-4">
        <button
          type="button"
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800">
          Home
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** The page's path: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering (or a page chunk that fails to load) and shows
 * RouteErrorPage inside the site's header and footer.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string }> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
