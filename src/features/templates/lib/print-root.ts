import { scopeCss } from './scope-css';

// Elements that could run code, load a page or change how the app's document behaves. The server
// already sanitises the HTML; this is the second lock, since the nodes land in the app's page.
const DROP = 'script, noscript, iframe, frame, frameset, object, embed, link, meta, base, template, style';

/**
 * The root stands in for <html>/<body>, whose children's margins never leak out of the page:
 * flow-root keeps them inside (and the page count right).
 * The app's Tailwind preflight (layer `base`) would otherwise restyle the resume: no list bullets,
 * no heading sizes, border-box, zero margins. This later layer reverts exactly those properties to
 * the browser defaults a standalone document gets; the resume's own (unlayered) rules still win.
 */
function baseLayer(scope: string): string {
  return `@layer jobkit-local-pdf {
${scope} *, ${scope} *::before, ${scope} *::after { box-sizing: revert; margin: revert; padding: revert; border: revert; }
${scope} :is(h1, h2, h3, h4, h5, h6) { font-size: revert; font-weight: revert; }
${scope} :is(b, strong) { font-weight: revert; }
${scope} a { color: revert; text-decoration: revert; }
${scope} hr { height: revert; color: revert; border-top-width: revert; }
${scope} :is(ol, ul, menu) { list-style: revert; }
${scope} :is(img, video, canvas, svg) { display: revert; vertical-align: revert; }
${scope} :is(img, video) { max-width: revert; height: revert; }
${scope} :is(code, kbd, samp, pre) { font-family: revert; font-size: revert; }
${scope} table { text-indent: revert; border-color: revert; border-collapse: revert; }
${scope} { display: flow-root; box-sizing: content-box; margin: 0; padding: 0;
  color: #000; background: #fff; font-family: 'Times New Roman', Times, serif; font-size: 16px;
  font-weight: 400; line-height: normal; text-align: start; letter-spacing: normal; tab-size: 8; }
/* A frozen first frame of a screen animation could be an invisible one. jsPDF draws each word
   with the standard fonts' plain widths: kerning and ligatures would leave words too wide. */
${scope}, ${scope} *, ${scope} *::before, ${scope} *::after { animation: none !important;
  transition: none !important; font-kerning: none !important; font-variant-ligatures: none !important; }
}`;
}

function stripActive(root: ParentNode): void {
  root.querySelectorAll(DROP).forEach((el) => el.remove());
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.trim().toLowerCase();
      if (attr.name.startsWith('on') || value.startsWith('javascript:')) el.removeAttribute(attr.name);
    }
  });
}

/**
 * Turns a complete HTML document into one element of this document: the body's content under a
 * root that carries the body's class and style, with every <style> scoped to `scopeClass`.
 * Also returns the document's own CSS unscoped (for its @page rule).
 * DOMParser neither runs scripts nor loads anything, and scripts are removed before adoption.
 */
export function buildPrintRoot(html: string, scopeClass: string): { root: HTMLElement; css: string } {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const css = Array.from(parsed.querySelectorAll('style'), (s) => s.textContent ?? '').join('\n');
  stripActive(parsed);

  const root = document.createElement('div');
  root.className = [scopeClass, parsed.body.getAttribute('class') ?? ''].join(' ').trim();
  const inline = parsed.body.getAttribute('style');
  if (inline) root.setAttribute('style', inline);

  const style = document.createElement('style');
  const scope = `.${scopeClass}`;
  style.textContent = `${baseLayer(scope)}\n${scopeCss(css, scope)}`;
  root.append(style, ...Array.from(parsed.body.childNodes));
  return { root, css };
}
