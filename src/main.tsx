// The entry point is kept tiny: a prerendered page (src/prerender.tsx) is painted before the app
// (React, the router, the backend; src/boot.tsx) is even fetched, so the first paint waits for
// nothing but the HTML and the stylesheet. A route served the empty shell boots at once.
import './index.css';

const boot = () => void import('./boot');
if (document.getElementById('root')?.firstElementChild) {
  // The frame's callback runs before the next paint; the timeout after it.
  requestAnimationFrame(() => setTimeout(boot, 0));
} else {
  boot();
}
