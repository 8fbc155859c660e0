import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUsersTab, userDoc } from '../testing/users-fixtures';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const seed = { ...userDoc('ann', 2, { name: 'Ann Lee' }), ...userDoc('bob', 1, { name: 'Bob' }) };

describe('UsersTab: Delete', () => {
  it('asks the confirmation question; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderUsersTab({ seed });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  });

  it('deletes through adminDeleteUser and the row leaves the table', async () => {
    const user = userEvent.setup();
    const { calls } = renderUsersTab({ seed });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Ann Lee')).not.toBeInTheDocument());
    expect(calls).toEqual([{ name: 'adminDeleteUser', data: { uid: 'ann' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Bob')).toBeInTheDocument();
  });

  it('shows the failure message and keeps the user', async () => {
    const user = userEvent.setup();
    renderUsersTab({
      seed,
      remove: () => {
        throw new Error('permission-denied');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Lee' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete user. Please try again.',
    );
    expect(screen.getAllByText('Ann Lee').length).toBeGreaterThan(0);
  });
});
