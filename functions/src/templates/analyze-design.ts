/**
 * What an uploaded template image looks like (DesignAnalysis), so the closest catalogue
 * template can stand in for it when no vision AI is configured. Pure over RGBA pixels, plus
 * a thin wrapper that decodes the upload.
 */
import type { DesignAnalysis } from '@/domain/templates/contract';
import { decodeImage, type RgbaImage } from './decode-image';
import {
  bucketColours,
  chroma,
  distance,
  hex,
  luminance,
  mergeNear,
  sampleGrid,
  type Rgb,
} from './design-grid';
import {
  CLEAR,
  findHeaderBand,
  findSidebar,
  hasGutter,
  inkMap,
  mainColumns,
  pageColour,
} from './design-layout';

/** Palette entries: colours covering at least this share of the page, at most this many. */
const PALETTE_MIN_SHARE = 0.005;
const PALETTE_SIZE = 6;
/** An accent may be small (headings, rules) but not a stray anti-aliased pixel. */
const ACCENT_MIN_SHARE = 0.002;
/** Channel spread of a colour a reader calls "coloured" rather than grey. */
const ACCENT_MIN_CHROMA = 60;
/** Colours nearer than this are one palette entry. */
const PALETTE_MERGE = 32;

/** The body starts below the header band, or below the title area when there is none. */
function bodyRows(h: number, band: number): number[] {
  const from = band > 0 ? band : Math.floor(h * 0.15);
  return [...Array(Math.max(0, h - from)).keys()].map((i) => i + from);
}

function pickAccent(clusters: { colour: Rgb; count: number }[], total: number, page: Rgb): string | null {
  const accent = clusters.find(
    (c) =>
      c.count / total >= ACCENT_MIN_SHARE &&
      chroma(c.colour) >= ACCENT_MIN_CHROMA &&
      distance(c.colour, page) > CLEAR * 2,
  );
  return accent ? hex(accent.colour) : null;
}

export function analyzePixels(img: RgbaImage): DesignAnalysis {
  const grid = sampleGrid(img);
  const page = pageColour(grid);
  const sidebar = findSidebar(grid, page);
  const cols = mainColumns(grid, sidebar);
  const band = findHeaderBand(grid, page, cols);
  const twoColumns =
    sidebar !== null || hasGutter(grid, inkMap(img, grid, page), cols, bodyRows(grid.h, band));

  const clusters = mergeNear(bucketColours(grid.px, 4), PALETTE_MERGE);
  const total = grid.px.length;
  const palette = clusters
    .filter((c) => c.count / total >= PALETTE_MIN_SHARE)
    .slice(0, PALETTE_SIZE)
    .map((c) => hex(c.colour));
  return {
    palette,
    accent: pickAccent(clusters, total, page),
    background: luminance(page) < 0.5 ? 'dark' : 'light',
    columns: twoColumns ? 2 : 1,
    sidebar: sidebar?.side ?? null,
    headerBand: band > 0,
  };
}

/** Decodes a PNG or JPEG upload and analyses it; other bytes are refused (HandlerError). */
export function analyzeDesign(bytes: Uint8Array): DesignAnalysis {
  return analyzePixels(decodeImage(bytes));
}
