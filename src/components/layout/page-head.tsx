import { createContext, useContext } from 'react';

/**
 * What a page puts in the document head, gathered while it is prerendered (src/prerender.tsx):
 * effects do not run there, so usePageMeta and useJsonLd record into this instead, and the build
 * writes the tags into the page's HTML. In the browser there is no collector.
 */
export interface PageHead {
  /** The site's address the canonical URLs are written with, e.g. `https://jobkit.example`. */
  readonly origin: string;
  /** The path being prerendered. */
  readonly path: string;
  setMeta(title: string, description: string): void;
  addJsonLd(text: string): void;
  collected(): { title?: string; description?: string; jsonLd: readonly string[] };
}

export function createPageHead(origin: string, path: string): PageHead {
  let meta: { title?: string; description?: string } = {};
  const jsonLd: string[] = [];
  return {
    origin,
    path,
    setMeta: (title, description) => void (meta = { title, description }),
    addJsonLd: (text) => void (jsonLd.includes(text) || jsonLd.push(text)),
    collected: () => ({ ...meta, jsonLd }),
  };
}

export const PageHeadContext = createContext<PageHead | null>(null);

export const usePageHead = () => useContext(PageHeadContext);
