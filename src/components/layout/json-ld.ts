import { useEffect } from 'react';
import { jsonLdText, type JsonLd } from '@/domain/site/structured-data';

/** The page's structured data as a JSON-LD script in the head while it is shown (null: none). */
export function useJsonLd(data: JsonLd | null): void {
  const text = data ? jsonLdText(data) : null;
  useEffect(() => {
    if (!text) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.page = 'true';
    script.text = text;
    document.head.appendChild(script);
    return () => script.remove();
  }, [text]);
}
