/**
 * Reads the design tokens of an uploaded resume design image (docs/product-rules.md 4.6):
 * deterministic, offline, from the pixels alone. First the blocks (page colour, sidebar, header
 * band) on a coarse grid, then the photo, the typography and the colours at full resolution with
 * each block's own colour as the background.
 */
import {
  designTokensSchema,
  type DesignTokens,
  type HeaderBandToken,
  type PhotoToken,
  type SidebarToken,
} from '@/domain/templates/clone/design-tokens';
import { inkOn } from '@/domain/templates/parts/color';
import { decodeImage, type RgbaImage } from './decode-image';
import {
  chroma,
  column,
  distance,
  hex,
  luminance,
  modeOf,
  sampleGrid,
  type Grid,
  type Rgb,
} from './design-grid';
import {
  CLEAR,
  findHeaderBand,
  findSidebar,
  findGutter,
  gutterClear,
  inkMap,
  mainColumns,
  pageColour,
  range,
  SAME,
  type Gutter,
  type HeaderBand,
  type Sidebar,
} from './design-layout';
import { findPhoto, inPhoto, type FoundPhoto } from './design-photo';
import { Pixels, type Box } from './design-pixels';
import { centred, density, headingStyle, leftMargin, linesOf } from './design-type';

/** An accent: a colour a reader calls coloured, not grey, and clearly unlike the page. */
const ACCENT_MIN_CHROMA = 50;
/** ...covering at least this share of the region it is counted in (rules and headings are thin). */
const ACCENT_MIN_SHARE = 0.0003;
/** Body text is far from the page colour. */
const INK_MIN_DISTANCE = 90;

interface Blocks {
  page: Rgb;
  sidebar: (Sidebar & { px: number; filled: boolean; start: SidebarToken['start'] }) | null;
  band: { colour: Rgb; px: number; span: 'page' | 'main' } | null;
  /** The main column, in pixels. */
  main: { x0: number; x1: number };
  columns: 1 | 2;
}

/** Beside a side column, the band spans the page when its colour also tops the column. */
function bandSpan(grid: Grid, side: Sidebar, band: HeaderBand): 'page' | 'main' {
  const sideCols = side.side === 'left' ? range(0, side.width) : range(grid.w - side.width, grid.w);
  const top = range(0, Math.max(1, Math.floor(band.rows / 2)));
  const colours = sideCols.flatMap((x) => column(grid, x, top));
  return distance(modeOf(colours, SAME).colour, band.colour) <= CLEAR ? 'page' : 'main';
}

/**
 * Without a filled sidebar, a body split by a gutter in its outer 18-45 % is a side column on
 * the page colour (profiles, skills beside the story); a gutter nearer the middle is two columns.
 */
function unfilledColumn(grid: Grid, gutter: Gutter | null, page: Rgb): Sidebar | null {
  if (!gutter) return null;
  const mid = (gutter.from + gutter.to) / 2 / grid.w;
  if (mid >= 0.18 && mid <= 0.45) return { side: 'left', width: Math.round(mid * grid.w), colour: page };
  if (mid >= 0.55 && mid <= 0.82)
    return { side: 'right', width: Math.round((1 - mid) * grid.w), colour: page };
  return null;
}

function readBlocks(img: RgbaImage): Blocks {
  const grid = sampleGrid(img);
  const page = pageColour(grid);
  const filled = findSidebar(grid, page);
  let band = findHeaderBand(grid, page, mainColumns(grid, filled));
  // Below the band, or below a title area (name, contacts, photo) when there is none.
  const from = band ? band.rows : Math.floor(grid.h * 0.25);
  const bodyRows = range(from, grid.h);
  const ink = inkMap(img, grid, page);
  const gutter = filled ? null : findGutter(grid, ink, range(0, grid.w), bodyRows);
  const side = filled ?? unfilledColumn(grid, gutter, page);
  // A side column found under a band first read across the page: the band may top the main column only.
  if (side && !filled) band = findHeaderBand(grid, page, mainColumns(grid, side)) ?? band;
  const span = side && band ? bandSpan(grid, side, band) : 'page';
  const sidePx = side ? Math.round((side.width / grid.w) * img.width) : 0;
  const main = side?.side === 'left' ? { x0: sidePx, x1: img.width } : { x0: 0, x1: img.width - sidePx };
  // Does the side column run up beside the name, or start under a header across the page?
  const start: SidebarToken['start'] =
    band !== null
      ? span === 'main'
        ? 'top'
        : 'under-header'
      : filled || (gutter && gutterClear(grid, ink, gutter, range(0, from)))
        ? 'top'
        : 'under-header';
  return {
    page,
    sidebar: side ? { ...side, px: sidePx, filled: filled !== null, start } : null,
    band: band ? { colour: band.colour, px: Math.round((band.rows / grid.h) * img.height), span } : null,
    main,
    columns: side || gutter ? 2 : 1,
  };
}

const fillsOf = (b: Blocks): Rgb[] =>
  [b.page, b.sidebar?.filled ? b.sidebar.colour : undefined, b.band?.colour].filter(
    (c): c is Rgb => c !== undefined,
  );

/** The name block spans the page: no side column, a band across it all, or a column that starts under it. */
const titleOverPage = (b: Blocks) =>
  !b.sidebar || (b.band ? b.band.span === 'page' : b.sidebar.start === 'under-header');

function photoToken(found: FoundPhoto, b: Blocks, width: number): PhotoToken {
  const box = found.box;
  const cx = (box.x0 + box.x1) / 2;
  // Only a column that runs up beside the name holds the photo; above one, the photo is the header's.
  const inSidebar = b.sidebar?.start === 'top' && (cx < b.main.x0 || cx >= b.main.x1);
  const region = inSidebar
    ? b.sidebar!.side === 'left'
      ? { x0: 0, x1: b.main.x0 }
      : { x0: b.main.x1, x1: width }
    : titleOverPage(b)
      ? { x0: 0, x1: width }
      : b.main;
  const at = (cx - region.x0) / Math.max(1, region.x1 - region.x0);
  return {
    ...found.token,
    place: inSidebar ? 'sidebar' : 'header',
    align: at < 0.4 ? 'left' : at > 0.6 ? 'right' : 'center',
  };
}

const chromatic = (c: Rgb) => chroma(c) >= ACCENT_MIN_CHROMA;

/**
 * The accent of a region (rules, headings, highlights): among its coloured clusters, the one with
 * the most pixels weighted by how vivid and how far from the page it is, so a pale tint of the
 * accent (pill fills, shading, thin rules blended with the page) does not win over the accent.
 */
function accentIn(px: Pixels, box: Box, page: Rgb, skip: (x: number, y: number) => boolean): Rgb | null {
  const area = Math.max(1, (box.x1 - box.x0) * (box.y1 - box.y0));
  const coloured = px
    .clusters(box, skip)
    .filter(
      (c) =>
        c.count / area >= ACCENT_MIN_SHARE && chromatic(c.colour) && distance(c.colour, page) > CLEAR * 2,
    );
  // Vivid and clearly set off from the page: a blend of the accent with the page scores lower.
  const weight = (c: { colour: Rgb; count: number }) =>
    c.count * chroma(c.colour) ** 2 * distance(c.colour, page);
  const best = coloured.sort((a, b) => weight(b) - weight(a))[0];
  return best?.colour ?? null;
}

/**
 * Body text: of the frequent colours well set off from the page, the one set off most. Small text
 * is mostly anti-aliased edge, so the strokes' own colour is rarer than its blends with the page.
 */
function bodyInk(px: Pixels, box: Box, page: Rgb, skip: (x: number, y: number) => boolean): Rgb {
  const far = px.clusters(box, skip, 2).filter((c) => distance(c.colour, page) > INK_MIN_DISTANCE);
  const top = far[0]?.count ?? 0;
  const ink = far
    .filter((c) => c.count >= top * 0.15)
    .sort((a, b) => distance(b.colour, page) - distance(a.colour, page))[0];
  return ink?.colour ?? (luminance(page) < 0.5 ? [230, 233, 239] : [31, 35, 40]);
}

export function readTokensFromImage(img: RgbaImage): DesignTokens {
  const px = new Pixels(img);
  const b = readBlocks(img);
  const found = findPhoto(px, fillsOf(b));
  const notPhoto = inPhoto(found);
  const bandPx = b.band?.px ?? 0;
  // The main column below any band (clear of its blurred edge), a few pixels in from a sidebar's.
  const body = px.box(
    b.main.x0 + (b.main.x0 > 0 ? 3 : 0),
    bandPx > 0 ? bandPx + img.height * 0.01 : 0,
    b.main.x1 - (b.main.x1 < img.width ? 3 : 0),
    img.height,
  );
  const lines = linesOf(px, body, b.page, notPhoto);
  const overPage = titleOverPage(b);
  const titleBox = px.box(
    overPage ? 0 : b.main.x0,
    0,
    overPage ? img.width : b.main.x1,
    b.band ? bandPx : img.height * 0.3,
  );
  const titleBg = b.band ? b.band.colour : b.page;
  const nameLine = linesOf(px, titleBox, titleBg, notPhoto).find(
    (l) => l.bottom - l.top >= img.height * 0.012,
  );
  const onPage = (x: number, y: number) => notPhoto(x, y) || distance(px.at(x, y), b.page) <= CLEAR;
  const inkColour = bodyInk(px, body, b.page, onPage);

  const side =
    b.sidebar &&
    px.box(b.main.x0 > 0 ? 0 : b.main.x1, bandPx, b.main.x0 > 0 ? b.main.x0 : img.width, img.height);
  // An unfilled side column is on the page too: its headings count towards the accent.
  const accentBox = b.sidebar && !b.sidebar.filled ? { ...body, x0: 0, x1: img.width } : body;
  const accent =
    accentIn(px, accentBox, b.page, notPhoto) ??
    (b.band && chromatic(b.band.colour) ? b.band.colour : null) ??
    (b.sidebar && chromatic(b.sidebar.colour) ? b.sidebar.colour : null) ??
    (side && accentIn(px, side, b.sidebar!.colour, notPhoto));
  const sidebar: SidebarToken | null = b.sidebar && {
    side: b.sidebar.side,
    width: b.sidebar.px / img.width,
    colour: hex(b.sidebar.colour),
    ink: b.sidebar.filled ? inkOn(hex(b.sidebar.colour)) : hex(inkColour),
    start: b.sidebar.start,
  };
  const headerBand: HeaderBandToken | null = b.band && {
    colour: hex(b.band.colour),
    height: bandPx / img.height,
    ink: inkOn(hex(b.band.colour)),
    span: b.band.span,
  };
  return designTokensSchema.parse({
    background: luminance(b.page) < 0.5 ? 'dark' : 'light',
    page: hex(b.page),
    ink: hex(inkColour),
    accent: accent ? hex(accent) : null,
    columns: b.columns,
    sidebar,
    headerBand,
    heading: headingStyle(px, body, b.page, lines),
    photo: found ? photoToken(found, b, img.width) : null,
    align: nameLine && centred(px, titleBox, nameLine, titleBg) ? 'center' : 'left',
    margin: Math.min(0.25, leftMargin(px, body, b.page, notPhoto)),
    density: density(lines, img.height),
  });
}

/**
 * Pages are read at most this wide: every token is a share of the page, and a phone photo or a
 * 300 dpi scan (2480 px) would otherwise cost ten times the time for the same answer.
 */
export const READ_WIDTH = 800;

/** Nearest-pixel resampling: it keeps thin rules and text at their own colour (no blending). */
export function fitWidth(img: RgbaImage, width = READ_WIDTH): RgbaImage {
  if (img.width <= width) return img;
  const height = Math.max(1, Math.round((img.height * width) / img.width));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(img.height - 1, Math.floor(((y + 0.5) * img.height) / height));
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(img.width - 1, Math.floor(((x + 0.5) * img.width) / width));
      const from = (sy * img.width + sx) * 4;
      data.set(img.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** Decodes a PNG or JPEG upload and reads its tokens; other bytes are refused (HandlerError). */
export function readDesignTokens(bytes: Uint8Array): DesignTokens {
  return readTokensFromImage(fitWidth(decodeImage(bytes)));
}
