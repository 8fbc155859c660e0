import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '@/testing/fake-backend';
import { comment, renderSection, type Failures } from '../testing/comments-fixtures';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const articleOf = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

describe('CommentsSection: posting', () => {
  it('disables Post Comment for empty or blank text and posts trimmed text under the user-document name', async () => {
    const user = userEvent.setup();
    const backend = renderSection();
    const post = await screen.findByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '   ');
    expect(post).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), ' Hello there  ');
    await user.click(post);
    // In the list, not the composer's own text (the post waits for the profile reader to load).
    expect(await screen.findByText('Hello there', { ignore: 'textarea' })).toBeInTheDocument();
    const [stored] = Object.values(backend.docs.dump()).filter((d) => d.content);
    expect(stored).toMatchObject({
      userId: 'user-1',
      userName: 'Jane From Doc',
      userPhotoURL: null,
      likes: [],
    });
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect(stored).not.toHaveProperty('parentId');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  });

  it("posts under the profile's exact name and photo, not the sign-in account's photo", async () => {
    const user = userEvent.setup();
    const photo = 'https://lh3.googleusercontent.com/a/profile-photo=s96-c';
    const backend = renderSection({
      user: fakeUser({ uid: 'user-2', photoURL: 'https://evil.example/other.png' }),
      seed: { 'users/user-2': { uid: 'user-2', name: ' Jo  Doc ', photoURL: photo } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await screen.findByText('Hi', { ignore: 'textarea' });
    const [stored] = Object.values(backend.docs.dump()).filter((d) => d.content);
    expect(stored).toMatchObject({ userId: 'user-2', userName: ' Jo  Doc ', userPhotoURL: photo });
  });

  it("marks a staff member's comment for the Team badge", async () => {
    const user = userEvent.setup();
    const backend = renderSection({
      user: fakeUser({ uid: 'boss', admin: true }),
      seed: { 'users/boss': { uid: 'boss', name: 'Site Admin', photoURL: null } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Welcome all');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    const posted = await screen.findByText('Welcome all', { ignore: 'textarea' });
    expect(within(posted.closest('article')!).getByText('Team')).toBeInTheDocument();
    const [stored] = Object.values(backend.docs.dump()).filter((d) => d.content);
    expect(stored).toMatchObject({ userId: 'boss', userName: 'Site Admin', isStaff: true });
  });

  it('does not post (the rules would refuse it) when the user document cannot be read', async () => {
    const user = userEvent.setup();
    const backend = renderSection({
      user: fakeUser({ uid: 'user-9' }),
      failures: { fail: { op: 'get', prefix: 'users/' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to post comment. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Hi');
    expect(Object.values(backend.docs.dump()).filter((d) => d.content)).toEqual([]);
  });

  it('shows the documented message when posting fails and keeps the text', async () => {
    const user = userEvent.setup();
    renderSection({ failures: { fail: { op: 'write', prefix: 'comments/' } } });
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to post comment. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('Hi');
  });
});

describe('CommentsSection: replies', () => {
  it('opens one reply box at a time, closes it on Cancel and after posting', async () => {
    const user = userEvent.setup();
    const failures: Failures = {};
    const backend = renderSection({ seed: { ...comment('a', 'u2', 1), ...comment('b', 'u3', 2) }, failures });
    await screen.findByText('Text a');
    await user.click(within(articleOf('Text a')).getByRole('button', { name: 'Reply' }));
    await user.click(within(articleOf('Text b')).getByRole('button', { name: 'Reply' }));
    expect(screen.getAllByRole('textbox', { name: /^Reply to/ })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Reply to Name u3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /^Reply to/ })).not.toBeInTheDocument();

    await user.click(within(articleOf('Text a')).getByRole('button', { name: 'Reply' }));
    failures.fail = { op: 'write', prefix: 'comments/' };
    await user.type(screen.getByRole('textbox', { name: 'Reply to Name u2' }), 'My reply');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to post reply. Please try again.');
    failures.fail = null;
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Reply to/ })).not.toBeInTheDocument());
    expect(within(articleOf('Text a')).getByText('My reply')).toBeInTheDocument();
    expect(Object.values(backend.docs.dump()).find((d) => d.content === 'My reply')).toMatchObject({
      parentId: 'a',
    });
  });
});

describe('CommentsSection: likes and delete', () => {
  it('toggles the user own id in likes', async () => {
    const user = userEvent.setup();
    const backend = renderSection({ seed: comment('a', 'u2', 1, { likes: ['u5'] }) });
    await screen.findByText('Text a');
    const like = screen.getByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('1');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('2');
    expect(backend.docs.dump()['comments/a']!.likes).toEqual(['u5', 'user-1']);
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(backend.docs.dump()['comments/a']!.likes).toEqual(['u5']);
  });

  it('offers Delete on the author own comments only, after a confirmation', async () => {
    const user = userEvent.setup();
    const backend = renderSection({
      seed: { ...comment('mine', 'user-1', 2), ...comment('theirs', 'u2', 1) },
    });
    await screen.findByText('Text mine');
    expect(
      within(articleOf('Text theirs')).queryByRole('button', { name: 'Delete' }),
    ).not.toBeInTheDocument();
    await user.click(within(articleOf('Text mine')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(backend.docs.dump()['comments/mine']).toBeDefined();
    await user.click(within(articleOf('Text mine')).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByText('Text mine')).not.toBeInTheDocument());
    expect(backend.docs.dump()['comments/mine']).toBeUndefined();
  });

  it('shows the delete failure message', async () => {
    const user = userEvent.setup();
    renderSection({
      seed: comment('mine', 'user-1', 1),
      failures: { fail: { op: 'write', prefix: 'comments/' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete comment. Please try again.');
    expect(screen.getByText('Text mine')).toBeInTheDocument();
  });
});

describe('Seed Sample Reviews', () => {
  it('is shown to the admin only and reports a failure', async () => {
    const user = userEvent.setup();
    renderSection({
      user: fakeUser({ admin: true }),
      store: 'magicKeysComments',
      callables: { seedHumanKeysReviews: () => Promise.reject(new Error('boom')) },
    });
    await user.click(await screen.findByRole('button', { name: 'Seed Sample Reviews' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seeding failed. Check console for details.');
  });
});
