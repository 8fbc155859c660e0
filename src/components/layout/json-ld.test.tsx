import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useJsonLd } from './json-ld';

function WithLd({ name }: { name: string | null }) {
  useJsonLd(name ? { '@type': 'Thing', name } : null);
  return null;
}

const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"][data-page]')];

describe('useJsonLd', () => {
  it('adds the page structured data while shown, replaces it when it changes and removes it after', () => {
    const { rerender, unmount } = render(<WithLd name="First" />);
    expect(scripts().map((s) => JSON.parse(s.textContent ?? ''))).toEqual([
      { '@type': 'Thing', name: 'First' },
    ]);
    rerender(<WithLd name="Second" />);
    expect(scripts().map((s) => JSON.parse(s.textContent ?? '').name)).toEqual(['Second']);
    rerender(<WithLd name={null} />);
    expect(scripts()).toHaveLength(0);
    unmount();
    expect(scripts()).toHaveLength(0);
  });
});
