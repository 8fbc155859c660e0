import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type Query } from '@/backend/ports';
import { blogBackend, blogPost, renderBlog } from '../testing/blog-fixtures';

const cardTitles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

const seed = {
  ...blogPost('old', 1, { tags: [], imageUrl: 'https://img.test/old.png' }),
  ...blogPost('new', 5, { tags: ['Interviews', 'Career Tips'] }),
  ...blogPost('mid', 3),
  ...blogPost('draft', 9, { status: 'draft' }),
  ...blogPost('page', 8, { type: 'page' }),
};

describe('BlogPage: list', () => {
  it('shows published blog posts only, newest first, with the card details', async () => {
    renderBlog('/blog', blogBackend(seed));
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await screen.findByText('Post new');
    expect(cardTitles()).toEqual(['Post new', 'Post mid', 'Post old']);

    const [newest, , oldest] = screen.getAllByRole('article');
    expect(within(newest!).getByText('No Image')).toBeInTheDocument();
    expect(within(newest!).getByText('Interviews')).toBeInTheDocument();
    expect(within(newest!).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(newest!).getByText('3 min read')).toBeInTheDocument();
    expect(within(newest!).getByText('Excerpt of new')).toBeInTheDocument();
    expect(within(newest!).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/new');

    expect(within(oldest!).getByText('Uncategorized')).toBeInTheDocument();
    expect(within(oldest!).queryByText('No Image')).not.toBeInTheDocument();
    expect(oldest!.querySelector('img')).toHaveAttribute('src', 'https://img.test/old.png');
  });

  it('shows at most 10 posts', async () => {
    const many = Object.assign({}, ...Array.from({ length: 12 }, (_, i) => blogPost(`p${i}`, i + 1)));
    renderBlog('/blog', blogBackend(many));
    await screen.findByText('Post p11');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByText('Post p1')).not.toBeInTheDocument();
  });

  it('falls back to the status-only query when the composite query fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = blogBackend(seed);
    const real = backend.docs.query.bind(backend.docs);
    const queries: Query[] = [];
    backend.docs.query = vi.fn(async (q: Query) => {
      queries.push(q);
      if ((q.where ?? []).length > 1) throw new BackendError('failed-precondition', 'needs an index');
      return real(q);
    }) as typeof backend.docs.query;
    renderBlog('/blog', backend);
    await screen.findByText('Post new');
    expect(cardTitles()).toEqual(['Post new', 'Post mid', 'Post old']);
    expect(queries[1]).toEqual({ collection: 'blogs', where: [['status', '==', 'published']] });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows the error, centered and red, when both queries fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = blogBackend(seed);
    backend.docs.query = vi.fn(async () => {
      throw new BackendError('unavailable', 'offline');
    }) as typeof backend.docs.query;
    renderBlog('/blog', backend);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to load blog posts. Please try again later.');
    expect(error).toHaveClass('text-center', 'text-red-600');
    warn.mockRestore();
  });

  it('says so when nothing is published', async () => {
    renderBlog('/blog', blogBackend(blogPost('d', 1, { status: 'draft' })));
    expect(await screen.findByText('No blog posts yet. Check back soon.')).toBeInTheDocument();
  });
});

describe('BlogPage: topics', () => {
  it('links Popular Topics to /blog/tag/{slug} and shows only the posts with that tag', async () => {
    const user = userEvent.setup();
    renderBlog('/blog', blogBackend({ ...seed, ...blogPost('solo', 4, { tags: ['Job Search'] }) }));
    const topics = within(await screen.findByRole('region', { name: 'Popular Topics' }));
    await screen.findByText('Post new');
    const chip = topics.getByRole('link', { name: 'Career Tips' });
    expect(chip).toHaveAttribute('href', '/blog/tag/career-tips');
    expect(topics.getByRole('link', { name: 'Job Search' })).toHaveAttribute('href', '/blog/tag/job-search');

    await user.click(topics.getByRole('link', { name: 'Job Search' }));
    expect(await screen.findByRole('heading', { name: 'Posts tagged “Job Search”' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Post solo']);
  });

  it('opens a tag page directly and says when no post has the tag', async () => {
    renderBlog('/blog/tag/career-tips', blogBackend(seed));
    await screen.findByText('Post new');
    expect(cardTitles()).toEqual(['Post new', 'Post mid']);
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows an empty tag page', async () => {
    renderBlog('/blog/tag/nothing-here', blogBackend(seed));
    expect(await screen.findByText('No posts found for this topic.')).toBeInTheDocument();
  });
});

describe('BlogPage: newsletter', () => {
  it('stores a valid sign-up from the page and refuses an invalid one', async () => {
    const user = userEvent.setup();
    const backend = blogBackend(seed);
    renderBlog('/blog', backend);
    const stored = () =>
      Object.keys(backend.docs.dump()).filter((p) => p.startsWith('newsletterSubscribers/'));
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(stored()).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing!');
    await waitFor(() => expect(stored()).toHaveLength(1));
  });
});
