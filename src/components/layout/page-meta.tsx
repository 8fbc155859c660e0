import { useEffect } from 'react';
import { usePageHead } from './page-head';

/**
 * The page's head for people and search engines: document title, description, canonical URL,
 * and the Open Graph and Twitter card tags link previews read. index.html carries the site's
 * defaults (what a crawler sees before scripts run); each route replaces them while it is shown
 * and puts them back when it goes, so a page without its own meta never inherits the previous
 * page's.
 */
export const SITE_NAME = 'JobKit';

/** The head of a page with none of its own: the app shell every signed-in route is served. */
export const SITE_DEFAULT_META = {
  title: 'JobKit - AI tools for job seekers',
  description:
    'AI resume tailoring, an invisible interview assistant, resume templates and job suggestions for job seekers.',
} as const;

type HeadTag = { kind: 'meta'; attr: 'name' | 'property'; key: string } | { kind: 'link'; rel: string };

const selectorOf = (t: HeadTag) =>
  t.kind === 'meta' ? `meta[${t.attr}="${t.key}"]` : `link[rel="${t.rel}"]`;

/** The tag in the head, created empty (and removed again on restore) when index.html has none. */
function headTag(t: HeadTag): { el: HTMLMetaElement | HTMLLinkElement; created: boolean } {
  const found = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selectorOf(t));
  if (found) return { el: found, created: false };
  const el = document.createElement(t.kind);
  if (t.kind === 'meta') el.setAttribute(t.attr, t.key);
  else el.setAttribute('rel', t.rel);
  document.head.appendChild(el);
  return { el, created: true };
}

const valueAttr = (t: HeadTag) => (t.kind === 'meta' ? 'content' : 'href');

/** Sets each tag's value; the returned function puts every tag back as it was. */
function setHead(values: [HeadTag, string][]): () => void {
  const undo = values.map(([tag, value]) => {
    const { el, created } = headTag(tag);
    const attr = valueAttr(tag);
    const before = el.getAttribute(attr);
    el.setAttribute(attr, value);
    return () => {
      if (created) el.remove();
      else if (before === null) el.removeAttribute(attr);
      else el.setAttribute(attr, before);
    };
  });
  return () => undo.forEach((u) => u());
}

const meta = (key: string): HeadTag => ({ kind: 'meta', attr: 'name', key });
const property = (key: string): HeadTag => ({ kind: 'meta', attr: 'property', key });

export function usePageMeta(title: string, description: string): void {
  const prerendering = usePageHead();
  prerendering?.setMeta(`${title} | ${SITE_NAME}`, description);
  useEffect(() => {
    const before = document.title;
    const fullTitle = `${title} | ${SITE_NAME}`;
    // The page's own address without query or fragment: one canonical URL per page.
    const url = `${window.location.origin}${window.location.pathname}`;
    document.title = fullTitle;
    const restore = setHead([
      [meta('description'), description],
      [{ kind: 'link', rel: 'canonical' }, url],
      [property('og:title'), fullTitle],
      [property('og:description'), description],
      [property('og:url'), url],
      [meta('twitter:title'), fullTitle],
      [meta('twitter:description'), description],
    ]);
    return () => {
      document.title = before;
      restore();
    };
  }, [title, description]);
}

/** {@link usePageMeta} as an element, for pages that are mostly markup. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}
