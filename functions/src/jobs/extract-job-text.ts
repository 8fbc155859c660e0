/**
 * Readable job text from a posting page. LinkedIn, Indeed and Glassdoor embed a schema.org
 * JobPosting in JSON-LD for search engines, which is cleaner than anything scraped from the
 * layout; other pages fall back to their main content with navigation and chrome removed.
 */
import { nodeText } from '../sanitize/html-text';
import { elementsWhere, parseHtml, tagOf } from '../sanitize/dom';

type Json = Record<string, unknown>;

function* walkLd(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const v of value) yield* walkLd(v);
  else if (value && typeof value === 'object') {
    const o = value as Json;
    yield o;
    if (o['@graph']) yield* walkLd(o['@graph']);
  }
}

const isJobPosting = (o: Json) => {
  const t = o['@type'];
  return t === 'JobPosting' || (Array.isArray(t) && t.includes('JobPosting'));
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function companyOf(o: Json): string | null {
  const org = o.hiringOrganization;
  if (typeof org === 'string') return str(org);
  return org && typeof org === 'object' ? str((org as Json).name) : null;
}

async function fragmentText(html: string): Promise<string> {
  const doc = await parseHtml(`<body>${html}</body>`);
  return nodeText(doc.body);
}

const CHROME = new Set(
  'script style noscript template nav header footer aside form iframe svg button'.split(' '),
);

const isJsonLd = (el: Element) =>
  tagOf(el) === 'script' && el.getAttribute('type')?.trim().toLowerCase() === 'application/ld+json';

/** The page's main content: its first main, role="main" or article element. */
const isMain = (el: Element) => ['main', 'article'].includes(tagOf(el)) || el.getAttribute('role') === 'main';

export async function extractJobText(html: string): Promise<string> {
  const doc = await parseHtml(html);
  for (const script of elementsWhere(doc, isJsonLd)) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    for (const o of walkLd(data)) {
      const description = str(o.description);
      if (!isJobPosting(o) || !description) continue;
      // The description is HTML itself (often entity-escaped once more).
      let text = await fragmentText(description);
      if (/<\/?[a-z][^>]*>/i.test(text)) text = await fragmentText(text);
      const head = [str(o.title), companyOf(o)].filter(Boolean).join(' at ');
      return head ? `${head}\n\n${text}` : text;
    }
  }
  for (const el of elementsWhere(doc, (e) => CHROME.has(tagOf(e)))) el.remove();
  const main = elementsWhere(doc, isMain)[0] ?? doc.body;
  const title = elementsWhere(doc, (e) => tagOf(e) === 'h1')[0]?.textContent?.trim();
  const text = main ? nodeText(main) : '';
  return title && !text.startsWith(title) ? `${title}\n${text}` : text;
}
