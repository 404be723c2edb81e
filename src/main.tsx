import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages arrive with markup; hydrate them instead of throwing it away.
if (container.hasChildNodes() && container.dataset.prerendered === 'true') hydrateRoot(container, app);
else createRoot(container).render(app);
