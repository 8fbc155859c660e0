/**
 * jsPDF slices the rendered page at every A4 boundary. Before it does, each line of text (or image)
 * that a boundary, or the blank band kept around it, would cut is moved down to the top of the
 * next page by growing the top margin of a block that holds it (see blockToMove), so dates stay
 * beside titles, entries stay whole and headings stay with what follows them.
 */
export interface PageGeometry {
  /** Height of one page's content in CSS px. */
  pageHeightPx: number;
  /** Blank band kept on each side of a boundary (continuation pages' top and bottom margin). */
  gapPx: number;
}

interface Cut {
  node: Node;
  index: number;
  top: number;
}

const MAX_PAGES = 40;
const MAX_MOVES_PER_PAGE = 60;

function boxesOf(node: Node): DOMRect[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const range = node.ownerDocument!.createRange();
    range.selectNodeContents(node);
    return Array.from(range.getClientRects());
  }
  return [(node as Element).getBoundingClientRect()];
}

function firstCut(root: HTMLElement, bandTop: number, bandBottom: number, skipped: Set<Node>): Cut | null {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  let best: Cut | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const isText = node.nodeType === Node.TEXT_NODE;
    if (skipped.has(node) || (isText ? !node.textContent?.trim() : (node as Element).localName !== 'img'))
      continue;
    const boxes = boxesOf(node);
    for (let index = 0; index < boxes.length; index++) {
      const box = boxes[index]!;
      const cut = box.height > 0 && box.width > 0 && box.bottom > bandTop && box.top < bandBottom;
      if (cut && (!best || box.top < best.top)) best = { node, index, top: box.top };
    }
  }
  return best;
}

function isRow(style: CSSStyleDeclaration): boolean {
  if (style.display.includes('grid') || style.display.startsWith('table')) return true;
  return style.display.includes('flex') && !style.flexDirection.startsWith('column');
}

/**
 * The block to move for a cut line, or null when none can move alone. Within the current page and
 * a page's height: the outermost ancestor that asks not to be broken (break-inside: avoid, which the
 * templates set for print), then further up while the block leads its parent or sits in a row,
 * and back to a previous sibling that asks to stay with it (break-after: avoid, headings).
 */
function blockToMove(cut: Cut, root: HTMLElement, pageTop: number, pageHeightPx: number): HTMLElement | null {
  const view = root.ownerDocument.defaultView!;
  const style = (el: Element) => view.getComputedStyle(el);
  const fits = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.top >= pageTop - 0.5 && box.height <= pageHeightPx;
  };
  let start = (
    cut.node.nodeType === Node.TEXT_NODE ? cut.node.parentElement : cut.node
  ) as HTMLElement | null;
  while (start && start !== root && /^(inline|contents)/.test(style(start).display))
    start = start.parentElement;
  if (!start || start === root || !fits(start)) return null;
  let el: HTMLElement = start;
  for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
    if (style(up).breakInside === 'avoid' && fits(up)) el = up;
  }
  for (;;) {
    const prev = el.previousElementSibling as HTMLElement | null;
    if (prev && style(prev).breakAfter === 'avoid' && fits(prev)) {
      el = prev;
      continue;
    }
    const parent: HTMLElement | null = el.parentElement;
    if (!parent || parent === root || !fits(parent)) break;
    if (!isRow(style(parent)) && parent.firstElementChild !== el) break;
    el = parent;
  }
  return el;
}

function topOf(cut: Cut): number {
  return boxesOf(cut.node)[cut.index]?.top ?? cut.top;
}

function moveDown(el: HTMLElement, cut: Cut, to: number): boolean {
  const view = el.ownerDocument.defaultView!;
  const margin = parseFloat(view.getComputedStyle(el).marginTop) || 0;
  const shift = to - cut.top;
  el.style.setProperty('margin-top', `${margin + shift}px`, 'important');
  const moved = topOf(cut) - cut.top;
  if (moved < 0.5) {
    el.style.setProperty('margin-top', `${margin}px`, 'important');
    return false;
  }
  // A collapsing margin moves less (or more) than it grew: correct once.
  if (Math.abs(moved - shift) > 0.5)
    el.style.setProperty('margin-top', `${margin + 2 * shift - moved}px`, 'important');
  return true;
}

export function keepLinesWhole(root: HTMLElement, { pageHeightPx, gapPx }: PageGeometry): void {
  if (pageHeightPx <= 2 * gapPx + 10) return;
  const skipped = new Set<Node>();
  for (let page = 1; page < MAX_PAGES; page++) {
    const { top, height } = root.getBoundingClientRect();
    const boundary = top + page * pageHeightPx;
    if (boundary >= top + height) return;
    const pageTop = page === 1 ? top : boundary - pageHeightPx + gapPx;
    for (let moves = 0; moves < MAX_MOVES_PER_PAGE; moves++) {
      const cut = firstCut(root, boundary - gapPx, boundary + gapPx, skipped);
      if (!cut) break;
      const block = blockToMove(cut, root, pageTop, pageHeightPx - 2 * gapPx);
      if (!block || !moveDown(block, cut, boundary + gapPx)) skipped.add(cut.node);
    }
  }
}
