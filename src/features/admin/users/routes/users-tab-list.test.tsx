import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUsersTab, userDoc } from '../testing/users-fixtures';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

// Role queries over a whole table are slow in jsdom; the first cell of each body row is enough.
const names = () => [...document.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);

function many(count: number) {
  return Object.assign(
    {},
    ...Array.from({ length: count }, (_, i) => userDoc(`u${String(i + 1).padStart(2, '0')}`, i + 1)),
  );
}

describe('UsersTab: the list', () => {
  it('shows Loading users..., then the columns and the placeholders for missing values', async () => {
    renderUsersTab({
      seed: {
        ...userDoc('a', 5, { name: 'Ann Lee', subscription: { planId: 'magic', status: 'cancelled' } }),
        ...userDoc('b', 4, { name: '', lastLogin: null }),
        ...userDoc('c', 3, { name: 'Cy', createdAt: 'not a date', lastLogin: 'garbage' }),
      },
    });
    expect(screen.getByText('Loading users...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Plan', 'Status', 'Created', 'Last Login', 'Actions']);

    const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
    expect(within(rowOf('Ann Lee')).getByText('magic')).toBeInTheDocument();
    expect(within(rowOf('Ann Lee')).getByText('cancelled')).toBeInTheDocument();
    expect(within(rowOf('Ann Lee')).getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(within(rowOf('No Name')).getByText('Never')).toBeInTheDocument();
    expect(within(rowOf('Cy')).getAllByText('Invalid date')).toHaveLength(2);
    expect(within(rowOf('Ann Lee')).getByRole('button', { name: 'View/Edit Ann Lee' })).toBeInTheDocument();
    expect(within(rowOf('Ann Lee')).getByRole('button', { name: 'Delete Ann Lee' })).toBeInTheDocument();
  });

  it('says No users found when there are none', async () => {
    renderUsersTab();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows 10 newest first, then Load More appends the rest and disappears', async () => {
    const user = userEvent.setup();
    renderUsersTab({ seed: many(12) });
    await screen.findByRole('table');
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('User u12');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(names().slice(-2)).toEqual(['User u02', 'User u01']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('sorts by the chosen field and direction on the server, also from the column header', async () => {
    const user = userEvent.setup();
    renderUsersTab({
      seed: {
        ...userDoc('x', 1, { name: 'Zed' }),
        ...userDoc('y', 2, { name: 'Amy' }),
        ...userDoc('z', 3, { name: 'Moe' }),
      },
    });
    await screen.findByRole('table');
    expect(names()).toEqual(['Moe', 'Amy', 'Zed']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() => expect(names()).toEqual(['Amy', 'Moe', 'Zed']));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Zed', 'Moe', 'Amy']));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(names()).toEqual(['Moe', 'Amy', 'Zed']));
  });

  it('filters on subscription.planId', async () => {
    const user = userEvent.setup();
    renderUsersTab({
      seed: {
        ...userDoc('p', 1, {
          name: 'Paid Pam',
          subscription: { planId: 'premium-yearly', status: 'active' },
        }),
        ...userDoc('f', 2, { name: 'Free Fred' }),
      },
    });
    await screen.findByText('Free Fred');
    await user.selectOptions(screen.getByLabelText('Plan'), 'premium-yearly');
    await waitFor(() => expect(names()).toEqual(['Paid Pam']));
    await user.selectOptions(screen.getByLabelText('Plan'), 'ultimate');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    renderUsersTab({ seed: many(2), fail: { op: 'query', prefix: 'users' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users.');
  });
});
