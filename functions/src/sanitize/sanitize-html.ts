/**
 * AI HTML is untrusted (docs/product-rules.md 16): sanitised before it is stored, shown or printed.
 * Whole documents keep their <style>; scripts, event handlers, frames, forms and every external
 * resource go. The only URLs left are links in <a> (http, https, mailto, tel, #fragment) and
 * data: images, so nothing in a stored resume can fetch or track when opened or printed.
 */
import type { DOMPurify } from 'dompurify';
import { loadPurifier } from './dom';

const LINK_OK = /^(https?:|mailto:|tel:|#)/i;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
const URL_ATTRS = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'background',
  'xlink:href',
  'ping',
  'cite',
  'longdesc',
];

/**
 * Every `url(...)` up to its first ")" becomes `none`, but one that opens with `data:` itself. Read
 * in one pass: a `url(` without a ")" after it ends the search, as none after it has one.
 */
function dropUrls(css: string): string {
  let out = '';
  let from = 0;
  for (const m of css.matchAll(/url\(/gi)) {
    if (m.index < from) continue;
    const open = m.index + m[0].length;
    const close = css.indexOf(')', open);
    if (close < 0) break;
    if (/^data:/i.test(css.slice(open, open + 5))) continue;
    out += `${css.slice(from, m.index)}none`;
    from = close + 1;
  }
  return out + css.slice(from);
}

// CSS can fetch too (@import, url(https://...)); keep only data: urls.
function cleanCss(css: string): string {
  return dropUrls(css.replace(/@import[^;]*;?/gi, '')).replace(/expression\s*\(/gi, '(');
}

function setup(p: DOMPurify): void {
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (typeof el.getAttribute !== 'function') return;
    for (const attr of URL_ATTRS) {
      const value = el.getAttribute(attr);
      if (value === null) continue;
      const tag = el.tagName.toLowerCase();
      const keep =
        (tag === 'a' && attr === 'href' && LINK_OK.test(value.trim())) ||
        (tag === 'img' && attr === 'src' && DATA_IMAGE.test(value.trim()));
      if (!keep) el.removeAttribute(attr);
    }
    if (el.tagName.toLowerCase() === 'a' && el.getAttribute('href'))
      el.setAttribute('rel', 'noopener noreferrer');
    const style = el.getAttribute('style');
    if (style !== null) el.setAttribute('style', cleanCss(style));
  });
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = cleanCss(node.textContent);
  });
}

const CONFIG = {
  WHOLE_DOCUMENT: true,
  // <style> is in DOMPurify's default list; it is named here so the intent is on record.
  ADD_TAGS: ['style'],
  FORBID_TAGS: [
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'link',
    'meta',
    'base',
    'video',
    'audio',
    'source',
    'track',
    'svg',
    'math',
    'template',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'ping'],
  ALLOW_DATA_ATTR: false,
};

/** Returns a complete `<!DOCTYPE html><html>...</html>` document, safe to store and print. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purifier = await loadPurifier(setup);
  const clean = purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  const doc = clean.startsWith('<html') ? clean : `<html>${clean}</html>`;
  // <meta> is stripped (refresh redirects); the charset is put back so a saved file reads right.
  return `<!DOCTYPE html>\n${doc.replace(/<head>/i, '<head><meta charset="utf-8">')}`;
}
