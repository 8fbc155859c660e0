import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The entry point (with main.tsx, which loads it) is the one place outside src/app that may import it.
import { App } from '@/app/app';
import { readQueryState } from '@/app/prerender/query-state';

// index.html has already applied a stored manual theme before this bundle ran (no flash).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App queryState={readQueryState(document)} />
  </StrictMode>
);
// A public page arrives prerendered (src/prerender.tsx): React takes its HTML over. Every other
// route is served the empty app shell and renders here.
if (container.firstElementChild) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already on screen meanwhile).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The prerendered page was redrawn:', error),
    });
  });
} else {
  createRoot(container).render(app);
}
