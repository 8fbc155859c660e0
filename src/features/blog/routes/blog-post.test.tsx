import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { blogBackend, blogPost, renderBlog } from '../testing/blog-fixtures';

const seed = {
  ...blogPost('hello', 5, {
    title: 'Hello world',
    tags: ['Career Tips', 'ATS'],
    imageUrl: 'https://img.test/hello.png',
    content: 'First paragraph\nsame paragraph.\n\n<script>alert(1)</script><b>Second</b>',
  }),
  ...blogPost('secret', 6, { status: 'draft', title: 'Secret draft' }),
};

describe('BlogPage: single post', () => {
  it('opens from Read More and shows the post with its content as plain text', async () => {
    const user = userEvent.setup();
    renderBlog('/blog', blogBackend(seed));
    await user.click(await screen.findByRole('link', { name: /Read More: Hello world/ }));
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Hello world' })).toBeInTheDocument();
    expect(within(article).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(article).getByText('3 min read')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'ATS' })).toHaveAttribute('href', '/blog/tag/ats');
    expect(article.querySelector('img')).toHaveAttribute('src', 'https://img.test/hello.png');
    const paragraphs = within(article).getAllByText(/paragraph|Second/);
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'First paragraph\nsame paragraph.',
      '<script>alert(1)</script><b>Second</b>',
    ]);
    expect(article.querySelector('script, b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it("says 'Post not found' for a missing post", async () => {
    renderBlog('/blog/nope', blogBackend(seed));
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeInTheDocument();
  });

  it("says 'Post not found' for a draft, whether the store returns or refuses it", async () => {
    const first = renderBlog('/blog/secret', blogBackend(seed));
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
    expect(screen.queryByText('Secret draft')).not.toBeInTheDocument();
    first.unmount();

    const refusing = createFakeBackend({
      docs: { seed, guard: (op) => (op === 'get' ? new BackendError('permission-denied', 'no') : null) },
    });
    renderBlog('/blog/secret', refusing);
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });

  it('lets the admin preview a draft, marked as such', async () => {
    const backend = createFakeBackend({ user: fakeUser({ admin: true }), docs: { seed } });
    renderBlog('/blog/secret', backend);
    expect(await screen.findByRole('heading', { name: 'Secret draft' })).toBeInTheDocument();
    expect(screen.getByText('Draft preview: only the admin can see this post.')).toBeInTheDocument();
  });

  it('shows a load failure apart from a missing post', async () => {
    const backend = createFakeBackend({
      docs: { seed, guard: (op) => (op === 'get' ? new BackendError('unavailable', 'offline') : null) },
    });
    renderBlog('/blog/hello', backend);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load this post. Please try again later.',
    );
  });
});
