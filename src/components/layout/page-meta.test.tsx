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
