/**
 * jsdom and DOMPurify, loaded on first use: every Cloud Function loads the whole bundle, and
 * only the Magic CV handler needs a DOM, so the others should not pay for it at cold start.
 *
 * One jsdom window serves every call: a document is parsed with that window's DOMParser, which
 * never runs scripts or fetches anything. A new JSDOM per call built a whole window (its
 * interfaces, its style machinery) each time: two thirds of a tailoring's time and most of its
 * garbage (`npm run bench -- fuzz`).
 *
 * No CSS selector is ever run on these documents (querySelector, querySelectorAll, matches,
 * closest; eslint forbids them in functions/src): jsdom gives each document that runs one a
 * selector engine which adds listeners to the window, so with one shared window every such
 * document stayed in memory for good (about 8 KB a tailoring, `npm run bench -- fuzz`).
 * `elementsWhere` walks the tree instead.
 */
import type * as Jsdom from 'jsdom';
import type { DOMPurify } from 'dompurify';

type JsdomModule = typeof Jsdom;
type DomWindow = Jsdom.JSDOM['window'];

let jsdomModule: Promise<JsdomModule> | undefined;

export function loadJsdom(): Promise<JsdomModule> {
  return (jsdomModule ??= import('jsdom'));
}

let sharedWindow: Promise<DomWindow> | undefined;

/** The one window (jsdom's defaults, stated: no scripts, no resources). */
function loadWindow(): Promise<DomWindow> {
  return (sharedWindow ??= loadJsdom().then(
    ({ JSDOM }) => new JSDOM('', { runScripts: undefined, resources: undefined }).window,
  ));
}

/** An HTML document, parsed as a browser parses a page (scripting off). */
export async function parseHtml(html: string): Promise<Document> {
  const window = await loadWindow();
  return new window.DOMParser().parseFromString(html, 'text/html');
}

/** Every element under `root` that `match` accepts, in document order. */
export function elementsWhere(root: Element | Document, match: (el: Element) => boolean): Element[] {
  return [...root.getElementsByTagName('*')].filter(match);
}

/** An element's tag in lower case ("li", "h1"). */
export const tagOf = (el: Element): string => el.tagName.toLowerCase();

/** The document as HTML again: its doctype, then its root element. */
export function serializeHtml(doc: Document): string {
  const doctype = doc.doctype ? `<!DOCTYPE ${doc.doctype.name}>` : '';
  return `${doctype}${doc.documentElement.outerHTML}`;
}

let purifier: Promise<DOMPurify> | undefined;

/** One DOMPurify bound to the shared window, used by every call (hooks are added once). */
export function loadPurifier(setup: (p: DOMPurify) => void): Promise<DOMPurify> {
  return (purifier ??= (async () => {
    const [window, { default: createDOMPurify }] = await Promise.all([loadWindow(), import('dompurify')]);
    const p = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    setup(p);
    return p;
  })());
}
