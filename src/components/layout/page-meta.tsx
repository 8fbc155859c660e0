import { useEffect } from 'react';

/**
 * The page's document title and description. index.html carries the site's defaults (what a
 * crawler sees before scripts run); each route replaces them while it is shown and puts them
 * back when it goes, so a page without its own meta never inherits the previous page's.
 */
export const SITE_NAME = 'JobKit';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    const tag = descriptionTag();
    const before = { title: document.title, description: tag.content };
    document.title = `${title} | ${SITE_NAME}`;
    tag.content = description;
    return () => {
      document.title = before.title;
      tag.content = before.description;
    };
  }, [title, description]);
}

/** {@link usePageMeta} as an element, for pages that are mostly markup. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  return null;
}
