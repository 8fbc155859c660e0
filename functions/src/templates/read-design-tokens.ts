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
import { chroma, column, distance, hex, luminance, modeOf, sampleGrid, type Rgb } from './design-grid';
import {
  CLEAR,
  findHeaderBand,
  findSidebar,
  hasGutter,
  inkMap,
  mainColumns,
  pageColour,
  SAME,
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
  sidebar: (Sidebar & { px: number }) | null;
  band: { colour: Rgb; px: number; span: 'page' | 'main' } | null;
  /** The main column, in pixels. */
  main: { x0: number; x1: number };
  columns: 1 | 2;
}

function readBlocks(img: RgbaImage): Blocks {
  const grid = sampleGrid(img);
  const page = pageColour(grid);
  const side = findSidebar(grid, page);
  const cols = mainColumns(grid, side);
  const band = findHeaderBand(grid, page, cols);
  const sidePx = side ? Math.round((side.width / grid.w) * img.width) : 0;
  const main = side?.side === 'left' ? { x0: sidePx, x1: img.width } : { x0: 0, x1: img.width - sidePx };
  let span: 'page' | 'main' = 'page';
  if (side && band) {
    // Beside a sidebar, the band spans the page when its colour also tops the sidebar's columns.
    const sideCols =
      side.side === 'left'
        ? [...Array(side.width).keys()]
        : [...Array(side.width).keys()].map((i) => grid.w - 1 - i);
    const top = [...Array(Math.max(1, Math.floor(band.rows / 2))).keys()];
    const colours = sideCols.flatMap((x) => column(grid, x, top));
    span = distance(modeOf(colours, SAME).colour, band.colour) <= CLEAR ? 'page' : 'main';
  }
  const bandRows = band?.rows ?? 0;
  // Below the band, or below a title area (name, contacts, photo) when there is none.
  const from = bandRows > 0 ? bandRows : Math.floor(grid.h * 0.25);
  const bodyRows = [...Array(Math.max(0, grid.h - from)).keys()].map((i) => i + from);
  const gutter = side === null && hasGutter(grid, inkMap(img, grid, page), cols, bodyRows);
  return {
    page,
    sidebar: side ? { ...side, px: sidePx } : null,
    band: band ? { colour: band.colour, px: Math.round((band.rows / grid.h) * img.height), span } : null,
    main,
    columns: side || gutter ? 2 : 1,
  };
}

const fillsOf = (b: Blocks): Rgb[] =>
  [b.page, b.sidebar?.colour, b.band?.colour].filter((c): c is Rgb => c !== undefined);

function photoToken(found: FoundPhoto, b: Blocks, width: number): PhotoToken {
  const box = found.box;
  const cx = (box.x0 + box.x1) / 2;
  const inSidebar = b.sidebar !== null && (cx < b.main.x0 || cx >= b.main.x1);
  const region = inSidebar
    ? b.sidebar!.side === 'left'
      ? { x0: 0, x1: b.main.x0 }
      : { x0: b.main.x1, x1: width }
    : b.band?.span === 'page'
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

function bodyInk(px: Pixels, box: Box, page: Rgb, skip: (x: number, y: number) => boolean): Rgb {
  // Small text is mostly anti-aliased edge: weigh the clusters by contrast so the strokes' own
  // colour wins over their blend with the page.
  const weight = (c: { colour: Rgb; count: number }) => c.count * distance(c.colour, page) ** 3;
  const ink = px
    .clusters(box, skip, 2)
    .filter((c) => distance(c.colour, page) > INK_MIN_DISTANCE)
    .sort((a, b) => weight(b) - weight(a))[0];
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
  const titleBox = b.band
    ? px.box(
        b.band.span === 'page' ? 0 : b.main.x0,
        0,
        b.band.span === 'page' ? img.width : b.main.x1,
        bandPx,
      )
    : body;
  const titleBg = b.band ? b.band.colour : b.page;
  const nameLine = linesOf(px, titleBox, titleBg, notPhoto).find(
    (l) => l.bottom - l.top >= img.height * 0.012,
  );
  const onPage = (x: number, y: number) => notPhoto(x, y) || distance(px.at(x, y), b.page) <= CLEAR;

  const side =
    b.sidebar &&
    px.box(b.main.x0 > 0 ? 0 : b.main.x1, bandPx, b.main.x0 > 0 ? b.main.x0 : img.width, img.height);
  const accent =
    accentIn(px, body, b.page, notPhoto) ??
    (b.band && chromatic(b.band.colour) ? b.band.colour : null) ??
    (b.sidebar && chromatic(b.sidebar.colour) ? b.sidebar.colour : null) ??
    (side && accentIn(px, side, b.sidebar!.colour, notPhoto));
  const sidebar: SidebarToken | null = b.sidebar && {
    side: b.sidebar.side,
    width: b.sidebar.px / img.width,
    colour: hex(b.sidebar.colour),
    ink: inkOn(hex(b.sidebar.colour)),
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
    ink: hex(bodyInk(px, body, b.page, onPage)),
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

/** Decodes a PNG or JPEG upload and reads its tokens; other bytes are refused (HandlerError). */
export function readDesignTokens(bytes: Uint8Array): DesignTokens {
  return readTokensFromImage(decodeImage(bytes));
}
