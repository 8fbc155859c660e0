import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { comment, renderSection } from '../testing/comments-fixtures';

const top = () => screen.getAllByRole('article').filter((a) => !a.parentElement?.closest('article'));

describe('CommentsSection: list', () => {
  it('shows 3 top-level comments, newest first, with Show More / Less and the remaining count', async () => {
    const user = userEvent.setup();
    renderSection({
      seed: {
        ...comment('a', 'u2', 1),
        ...comment('b', 'u2', 2),
        ...comment('c', 'u2', 3),
        ...comment('d', 'u2', 4),
        ...comment('e', 'u2', 5),
      },
    });
    await screen.findByText('Text e');
    expect(top().map((a) => within(a).getByText(/^Text/).textContent)).toEqual([
      'Text e',
      'Text d',
      'Text c',
    ]);
    const more = screen.getByRole('button', { name: /Show More Comments/ });
    expect(more).toHaveTextContent('2');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(top()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show Less Comments' }));
    expect(top()).toHaveLength(3);
  });

  it('groups replies under their parent, oldest first, and hides replies of a deleted parent', async () => {
    renderSection({
      seed: {
        ...comment('p', 'u2', 1),
        ...comment('r2', 'u3', 5, { parentId: 'p' }),
        ...comment('r1', 'u3', 3, { parentId: 'p' }),
        ...comment('orphan', 'u3', 6, { parentId: 'gone' }),
      },
    });
    await screen.findByText('Text p');
    expect(top()).toHaveLength(1);
    const replies = within(top()[0]!).getAllByRole('article');
    expect(replies.map((r) => within(r).getByText(/^Text/).textContent)).toEqual(['Text r1', 'Text r2']);
    expect(screen.queryByText('Text orphan')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show More/ })).not.toBeInTheDocument();
  });

  it('renders content as plain text, never HTML', async () => {
    renderSection({ seed: comment('x', 'u2', 1, { content: '<img src=x onerror=alert(1)><b>bold</b>' }) });
    expect(await screen.findByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
  });

  it('loads an author photo only from the allowed hosts', async () => {
    const allowed = 'https://lh3.googleusercontent.com/a/photo=s96-c';
    renderSection({
      seed: {
        ...comment('ok', 'u2', 2, { userPhotoURL: allowed }),
        ...comment('old', 'u3', 1, { userPhotoURL: 'https://evil.example/track.png' }),
      },
    });
    await screen.findByText('Text ok');
    const img = (text: string) => screen.getByText(text).closest('article')!.querySelector('img');
    expect(img('Text ok')).toHaveAttribute('src', allowed);
    expect(img('Text old')).toBeNull();
  });

  it('shows the Team badge beside a staff comment only, never for a look-alike name', async () => {
    renderSection({
      seed: {
        ...comment('staff', 'u-admin', 3, { userName: 'Jobkit Support', isStaff: true }),
        // "Jobkit Support" with Cyrillic o's, unmarked: what a look-alike account could post.
        ...comment('fake', 'u2', 2, { userName: 'J\u043ebkit Supp\u043ert' }),
        ...comment('odd', 'u3', 1, { userName: 'Jobkit Team', isStaff: 'true' }),
      },
    });
    await screen.findByText('Text staff');
    const author = (text: string) => screen.getByText(text).closest('article')!;
    expect(within(author('Text staff')).getByText('Team')).toBeInTheDocument();
    expect(within(author('Text fake')).queryByText('Team')).not.toBeInTheDocument();
    expect(within(author('Text odd')).queryByText('Team')).not.toBeInTheDocument();
    expect(screen.getAllByText('Team')).toHaveLength(1);
  });

  it('stops loading when the listener fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSection({ failures: { fail: { op: 'watch', prefix: 'comments' } } });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading comments' })).not.toBeInTheDocument(),
    );
    expect(log).toHaveBeenCalledWith('comments listener failed', expect.anything());
    log.mockRestore();
  });
});

describe('CommentsSection: signed out', () => {
  it('disables the text area, asks to log in, and offers no reply or like', async () => {
    renderSection({ user: null, seed: comment('a', 'u2', 1) });
    await screen.findByText('Text a');
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('placeholder', 'Please log in to join the conversation');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Like/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Seed Sample Reviews' })).not.toBeInTheDocument();
  });
});

describe('CommentsSection: reading only near the view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stands with its heading, composer and loading state, and reads nothing until it nears the view', async () => {
    const observers: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const watched = vi.fn();
    const backend = renderSection({ seed: comment('a', 'u2', 1) });
    const watchQuery = backend.docs.watchQuery.bind(backend.docs);
    backend.docs.watchQuery = ((...args: Parameters<typeof watchQuery>) => {
      watched();
      return watchQuery(...args);
    }) as typeof watchQuery;

    expect(screen.getByRole('heading', { name: 'Community Comments' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading comments' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(watched).not.toHaveBeenCalled();

    act(() =>
      observers[0]!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByText('Text a')).toBeInTheDocument();
    expect(watched).toHaveBeenCalledTimes(1);
  });
});
