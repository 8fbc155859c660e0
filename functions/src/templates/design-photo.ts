/**
 * Where a design keeps a photo: a roughly square block near the top of the page (in the header or
 * the sidebar) that is solid, unlike text, and many-coloured, unlike a monogram or a coloured
 * box. Round when the block's corners are empty.
 */
import type { PhotoToken } from '@/domain/templates/clone/design-tokens';
import { bucketColours, mergeNear, type Rgb } from './design-grid';
import type { Box, Pixels } from './design-pixels';

/** Cells across the page: about 1.7% of its width each. */
const CELLS = 60;
/** A cell is solid when this share of its pixels is neither background nor near it. */
const SOLID = 0.6;
/** How far from the background a pixel must be to count (a studio backdrop may be pale grey). */
const OFF_BACKGROUND = 20;
/** Photos sit in the top part of the page. */
const TOP_SHARE = 0.45;
/** Distinct colours (each at least this share) that tell a picture from a flat mark. */
const MIN_COLOURS = 3;
const COLOUR_SHARE = 0.04;

export interface FoundPhoto {
  token: Omit<PhotoToken, 'place' | 'align'>;
  /** In pixels. */
  box: Box;
}

/** The design's flat fills (page, sidebar, band): a photo's pixels are unlike all of them. */
export type Backgrounds = readonly Rgb[];

function solidCells(px: Pixels, fills: Backgrounds, cell: number, rows: number): boolean[] {
  const solid = new Array<boolean>(CELLS * rows).fill(false);
  for (let cy = 0; cy < rows; cy += 1)
    for (let cx = 0; cx < CELLS; cx += 1) {
      const b = px.box(cx * cell, cy * cell, (cx + 1) * cell, (cy + 1) * cell);
      let n = 0;
      let off = 0;
      for (let y = b.y0; y < b.y1; y += 2)
        for (let x = b.x0; x < b.x1; x += 2) {
          n += 1;
          if (fills.every((f) => px.differs(x, y, f, OFF_BACKGROUND))) off += 1;
        }
      solid[cy * CELLS + cx] = n > 0 && off / n >= SOLID;
    }
  return solid;
}

/** 4-connected groups of solid cells, as lists of cell indexes. */
function groups(solid: boolean[], rows: number): number[][] {
  const seen = new Array<boolean>(solid.length).fill(false);
  const out: number[][] = [];
  for (let i = 0; i < solid.length; i += 1) {
    if (!solid[i] || seen[i]) continue;
    const group: number[] = [];
    const stack = [i];
    seen[i] = true;
    while (stack.length) {
      const c = stack.pop()!;
      group.push(c);
      const x = c % CELLS;
      const y = Math.floor(c / CELLS);
      const next = [x > 0 ? c - 1 : -1, x < CELLS - 1 ? c + 1 : -1, y > 0 ? c - CELLS : -1];
      if (y < rows - 1) next.push(c + CELLS);
      for (const n of next)
        if (n >= 0 && solid[n] && !seen[n]) {
          seen[n] = true;
          stack.push(n);
        }
    }
    out.push(group);
  }
  return out;
}

function manyColoured(px: Pixels, box: Box): boolean {
  const colours: Rgb[] = [...px.colours(box, 2)];
  const clusters = mergeNear(bucketColours(colours, 4), 36);
  const big = clusters.filter((c) => c.count / colours.length >= COLOUR_SHARE);
  return big.length >= MIN_COLOURS;
}

/** The empty corners of a round photo: how much of the cell box the group fills. */
const ROUND_BELOW_FILL = 0.87;

export function findPhoto(px: Pixels, fills: Backgrounds): FoundPhoto | null {
  const cell = px.width / CELLS;
  const rows = Math.max(1, Math.floor((px.height * TOP_SHARE) / cell));
  const solid = solidCells(px, fills, cell, rows);
  const candidates: FoundPhoto[] = [];
  for (const group of groups(solid, rows)) {
    const xs = group.map((c) => c % CELLS);
    const ys = group.map((c) => Math.floor(c / CELLS));
    const w = Math.max(...xs) - Math.min(...xs) + 1;
    const h = Math.max(...ys) - Math.min(...ys) + 1;
    const fill = group.length / (w * h);
    const side = Math.max(w, h) / CELLS;
    if (side < 0.06 || side > 0.4 || w / h < 0.7 || w / h > 1.4 || fill < 0.6) continue;
    const box = px.box(
      Math.min(...xs) * cell,
      Math.min(...ys) * cell,
      (Math.max(...xs) + 1) * cell,
      (Math.max(...ys) + 1) * cell,
    );
    if (!manyColoured(px, box)) continue;
    candidates.push({ token: { shape: fill < ROUND_BELOW_FILL ? 'round' : 'square', size: side }, box });
  }
  return candidates.sort((a, b) => b.token.size - a.token.size)[0] ?? null;
}

/** The photo's colours are not the design's: leave them out of accent and ink counts. */
export const inPhoto = (photo: FoundPhoto | null) => (x: number, y: number) =>
  photo !== null && x >= photo.box.x0 && x < photo.box.x1 && y >= photo.box.y0 && y < photo.box.y1;
