/**
 * jsdom and DOMPurify, loaded on first use: every Cloud Function loads the whole bundle, and
 * only the Magic CV handler needs a DOM, so the others should not pay for it at cold start.
 */
import type * as Jsdom from 'jsdom';
import type { JSDOM as JSDOMType } from 'jsdom';
import type { DOMPurify } from 'dompurify';

type JsdomModule = typeof Jsdom;

let jsdomModule: Promise<JsdomModule> | undefined;

export function loadJsdom(): Promise<JsdomModule> {
  return (jsdomModule ??= import('jsdom'));
}

/** A document that never runs scripts or fetches anything (jsdom's defaults, stated). */
export async function parseHtml(html: string): Promise<JSDOMType> {
  const { JSDOM } = await loadJsdom();
  return new JSDOM(html, { runScripts: undefined, resources: undefined });
}

let purifier: Promise<DOMPurify> | undefined;

/** One DOMPurify bound to one jsdom window, shared by every call (hooks are added once). */
export function loadPurifier(setup: (p: DOMPurify) => void): Promise<DOMPurify> {
  return (purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([loadJsdom(), import('dompurify')]);
    const p = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    setup(p);
    return p;
  })());
}
