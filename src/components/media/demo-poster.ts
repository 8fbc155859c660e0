/**
 * The frame an Angel demo video shows before it is played (the landing page's and /angel's).
 * Drawn here rather than fetched: it costs no request and cannot fail, and the video itself loads
 * only when played.
 */
export const DEMO_POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#312e81"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/><text x="640" y="350" fill="#e0e7ff" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle">Angel AI</text><text x="640" y="420" fill="#a5b4fc" font-family="sans-serif" font-size="32" text-anchor="middle">Watch the demo</text></svg>',
)}`;
