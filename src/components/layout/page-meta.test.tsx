import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

describe('PageMeta', () => {
  it('sets the document title and description while shown, then restores the defaults', () => {
    document.title = 'JobKit - AI tools for job seekers';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Site default.';
    document.head.appendChild(meta);

    const { unmount } = render(<PageMeta title="Support" description="Help with JobKit." />);
    expect(document.title).toBe('Support | JobKit');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta.content).toBe('Help with JobKit.');
    unmount();
    expect(document.title).toBe('JobKit - AI tools for job seekers');
    expect(meta.content).toBe('Site default.');
  });
});

describe('PageMeta link previews', () => {
  it('names the canonical URL and fills the Open Graph and Twitter tags, then removes what it added', () => {
    window.history.replaceState(null, '', '/pricing?utm_source=x#plans');
    const { unmount } = render(<PageMeta title="Pricing" description="Compare the plans." />);
    const attr = (sel: string, name: string) => document.head.querySelector(sel)?.getAttribute(name);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/pricing`);
    expect(attr('meta[property="og:title"]', 'content')).toBe('Pricing | JobKit');
    expect(attr('meta[property="og:description"]', 'content')).toBe('Compare the plans.');
    expect(attr('meta[property="og:url"]', 'content')).toBe(`${window.location.origin}/pricing`);
    expect(attr('meta[name="twitter:title"]', 'content')).toBe('Pricing | JobKit');
    expect(attr('meta[name="twitter:description"]', 'content')).toBe('Compare the plans.');
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });
});
