import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@/domain/site/public-pages';
import { renderPage } from './render-page';

const post = (title: string, status: 'published' | 'draft', daysAgo: number) => ({
  title,
  type: 'blog',
  status,
  author: 'Admin',
  excerpt: `About ${title}.`,
  content: `First paragraph of ${title}.\n\nA second one with </script> in it.`,
  tags: ['Resume Tips'],
  readTime: '1 min read',
  imageUrl: null,
  lastUpdated: new Date(Date.UTC(2026, 10, 20 - daysAgo)),
});

const posts = {
  'blogs/tailor': post('How to Tailor Your Resume', 'published', 1),
  'blogs/stories': post('Interview Stories', 'published', 2),
};

const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;
const elements = (page: Awaited<ReturnType<typeof renderPage>>) => [...page.head.elements];

describe('renderPage (the build prerenders public pages)', () => {
  it('draws every public page with its h1, its own title, description and canonical URL', async () => {
    for (const path of PUBLIC_PAGES) {
      const page = await renderPage(path, null);
      expect(h1Of(page.html), path).toBeTruthy();
      expect(page.html, path).not.toContain('Loading page');
      expect(page.head.title, path).toMatch(/ \| JobKit$/);
      const canonical = elements(page).find((e) => e.props.rel === 'canonical');
      expect(canonical?.props.href, path).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
      expect(
        elements(page).some((e) => e.props.name === 'description' && e.props.content),
        path,
      ).toBe(true);
    }
  }, 120_000);

  it('draws a blog post with its text, its JSON-LD and the data the browser starts from', async () => {
    const page = await renderPage('/blog/tailor', posts);
    expect(page.html).toContain('How to Tailor Your Resume');
    expect(page.html).toContain('First paragraph of How to Tailor Your Resume.');
    expect(page.head.title).toBe('How to Tailor Your Resume | JobKit');
    const ld = elements(page).find((e) => e.props.type === 'application/ld+json');
    expect(JSON.parse(ld?.props.children ?? '{}')).toMatchObject({ '@type': 'BlogPosting' });
    // The query state script cannot be closed by a post's text.
    expect(page.html.match(/<\/script>/g)).toHaveLength(1);
    expect(page.html).toContain('jobkit-query-state');
  });

  it('lists the posts on /blog and hands their pages to the build', async () => {
    const page = await renderPage('/blog', posts);
    expect(page.html).toContain('Interview Stories');
    expect([...(page.links ?? [])].sort()).toEqual(['/blog/stories', '/blog/tailor']);
  });

  it('leaves the blog to the browser when the posts could not be read', async () => {
    const page = await renderPage('/blog', null);
    expect(page.html).not.toContain('No blog posts yet');
    expect(page.html).not.toContain('jobkit-query-state">{"mutations":[],"queries":[{');
    expect(page.links).toBeUndefined();
  });
});
