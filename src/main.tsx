// First: zod must find its setting before any chunk that holds zod is evaluated.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadMatchedRoutes } from './app/router';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with markup; hydrate them instead of throwing it away.
// The matched page's module is loaded first so the first client render equals the server's.
if (container.hasChildNodes() && container.dataset.prerendered === 'true') {
  preloadMatchedRoutes(window.location.pathname).then(
    () => hydrateRoot(container, app),
    () => createRoot(container).render(app),
  );
} else createRoot(container).render(app);
