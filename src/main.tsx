import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The entry point is the one file outside src/app that may import it.
import { App } from '@/app/app';
import './index.css';

// index.html has already applied a stored manual theme before this bundle ran (no flash).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
