import { useEffect } from 'react';
import { jsonLdText, type JsonLd } from '@/domain/site/structured-data';
import { usePageHead } from './page-head';

const PAGE_SCRIPTS = 'script[type="application/ld+json"][data-page]';

/**
 * The page's structured data as a JSON-LD script in the head while it is shown (null: none).
 * A prerendered page already carries it (marked `data-page`): that script is taken over rather
 * than written twice.
 */
export function useJsonLd(data: JsonLd | null): void {
  const text = data ? jsonLdText(data) : null;
  const prerendering = usePageHead();
  if (text) prerendering?.addJsonLd(text);
  useEffect(() => {
    if (!text) return;
    const prerendered = [...document.head.querySelectorAll<HTMLScriptElement>(PAGE_SCRIPTS)].find(
      (s) => s.text === text,
    );
    const script = prerendered ?? document.createElement('script');
    if (!prerendered) {
      script.type = 'application/ld+json';
      script.dataset.page = 'true';
      script.text = text;
      document.head.appendChild(script);
    }
    return () => script.remove();
  }, [text]);
}
