/**
 * System font stacks only: the PDF renderer has no network, and a web font would also make the
 * document depend on an asset. Each stack falls back to fonts found on Linux servers (Liberation,
 * DejaVu) so the server-rendered PDF keeps the intended serif / sans / mono character.
 */
import type { FontStackId } from '../catalogue';

export const FONT_STACKS: Record<FontStackId, string> = {
  sans: '"Helvetica Neue", Helvetica, Arial, "Liberation Sans", "Nimbus Sans", sans-serif',
  humanist: '"Segoe UI", "Gill Sans", "Gill Sans MT", Calibri, "Trebuchet MS", "DejaVu Sans", sans-serif',
  geometric: 'Avenir, "Avenir Next", "Century Gothic", Futura, "URW Gothic", "Liberation Sans", sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", "Liberation Serif", "DejaVu Serif", serif',
  garamond:
    'Garamond, "EB Garamond", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", "Liberation Serif", serif',
  didone: 'Didot, "Bodoni 72", "Bodoni MT", "Playfair Display", "Liberation Serif", Georgia, serif',
  slab: 'Rockwell, "Roboto Slab", "Zilla Slab", "DejaVu Serif", Georgia, serif',
  mono: '"SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace',
  condensed:
    '"Arial Narrow", "Roboto Condensed", "Helvetica Neue Condensed", "Liberation Sans Narrow", "DejaVu Sans Condensed", sans-serif',
};
