/**
 * The full-bleed coloured header band shared by the header-band, two-column, timeline, monogram
 * and boxed layouts. Negative margins cancel the page padding so the colour reaches the paper's
 * edges on the first page only (the padding is cloned onto later pages, the band is not).
 */
export const BAND_CSS = `
.band { position: relative; display: flex; align-items: center; gap: 7mm;
  margin: calc(-1 * var(--pad-y)) calc(-1 * var(--pad-x)) var(--gap);
  padding: 11mm var(--pad-x) 9mm; background: var(--panel-fill); }
.band .head-text { flex: 1 1 auto; }
.band .name { color: var(--panel-ink); }
.band .contact-row { margin-top: 4.5mm; font-size: .95em; }
.band .photo { --photo-size: 30mm; border: .9mm solid color-mix(in srgb, var(--panel-ink) 75%, transparent); }
`;

/** `<header>` with the band classes when the design asks for one. */
export const headerClass = (band: boolean): string => (band ? 'header band on-panel fx' : 'header');
