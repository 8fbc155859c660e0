/**
 * jsPDF's canvas context can place PNG/JPEG images but not SVG, and html2canvas hands inline
 * <svg> icons to it as SVG. Each inline SVG of html2canvas's copy is swapped for a PNG of itself
 * (4x, so it stays sharp in print), drawn by the browser with its computed colours.
 */

const SCALE = 4;
const PAINT = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'opacity', 'color'];

/** A standalone copy: CSS from the document does not reach an SVG drawn as an image. */
function standalone(svg: SVGSVGElement, view: Window, width: number, height: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...Array.from(svg.querySelectorAll('*'))];
  [copy, ...Array.from(copy.querySelectorAll('*'))].forEach((el, i) => {
    const computed = view.getComputedStyle(originals[i]!);
    for (const p of PAINT) (el as SVGElement).style.setProperty(p, computed.getPropertyValue(p));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}

async function toPng(markup: string, width: number, height: number): Promise<string | null> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * SCALE);
  canvas.height = Math.ceil(height * SCALE);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

export async function rasterizeSvgs(root: HTMLElement): Promise<void> {
  const doc = root.ownerDocument;
  const view = doc.defaultView;
  if (!view) return;
  const svgs = Array.from(root.querySelectorAll('svg')).filter((svg) => !svg.parentElement?.closest('svg'));
  await Promise.all(
    svgs.map(async (svg) => {
      const box = svg.getBoundingClientRect();
      const computed = view.getComputedStyle(svg);
      const png =
        box.width && box.height
          ? await toPng(standalone(svg, view, box.width, box.height), box.width, box.height).catch(() => null)
          : null;
      // Without a picture, an empty box of the same size keeps the layout.
      const stand = doc.createElement(png ? 'img' : 'span');
      if (stand instanceof view.HTMLImageElement && png) {
        stand.alt = '';
        stand.src = png;
      }
      stand.className = svg.getAttribute('class') ?? '';
      stand.style.cssText = `display:${computed.display === 'inline' ? 'inline-block' : computed.display};
        width:${box.width}px;height:${box.height}px;vertical-align:${computed.verticalAlign};
        margin:${computed.margin};flex:none`;
      svg.replaceWith(stand);
    }),
  );
}
