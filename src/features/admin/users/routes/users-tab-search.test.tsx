import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUsersTab, userDoc } from '../testing/users-fixtures';

const names = () => [...document.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);
const login = (iso: string) => ({ lastLogin: new Date(iso) });

const seed = {
  ...userDoc('old', 1, { name: 'Anna Old', email: 'old@x.test', ...login('2025-01-01T00:00:00Z') }),
  ...userDoc('new', 2, { name: 'Anna New', email: 'new@x.test', ...login('2025-03-01T00:00:00Z') }),
  ...userDoc('exact', 3, { name: 'Zoe', email: 'ANNA@x.test', ...login('2024-01-01T00:00:00Z') }),
  ...userDoc('mail', 4, { name: 'Exactly Anna', email: 'anna', ...login('2024-02-01T00:00:00Z') }),
  ...userDoc('bob', 5, { name: 'Bob', email: 'bob@x.test' }),
};

describe('UsersTab: search', () => {
  it('does not search below 2 characters and clears on empty text', async () => {
    const user = userEvent.setup();
    const { backend } = renderUsersTab({ seed });
    await screen.findByText('Bob');
    const spy = { count: 0 };
    const query = backend.docs.query.bind(backend.docs);
    backend.docs.query = (q) => (spy.count++, query(q));

    const box = screen.getByLabelText('Search users');
    await user.type(box, ' a ');
    await new Promise((r) => setTimeout(r, 400));
    expect(spy.count).toBe(0);
    expect(screen.queryByText(/matching/)).not.toBeInTheDocument();
    expect(names()).toHaveLength(5);

    await user.clear(box);
    await user.type(box, ' An ');
    expect(await screen.findByText('Found 4 user(s) matching An')).toBeInTheDocument();
    // One range query on emailLower and one on nameLower.
    expect(spy.count).toBe(2);
    await user.clear(box);
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(screen.queryByText(/matching/)).not.toBeInTheDocument();
  });

  it('shows Searching users..., then ranks exact matches, prefixes, then recent logins', async () => {
    const user = userEvent.setup();
    renderUsersTab({ seed });
    await screen.findByText('Bob');
    await user.type(screen.getByLabelText('Search users'), 'ANNA');
    expect(screen.getByText('Searching users...')).toBeInTheDocument();
    expect(await screen.findByText('Found 4 user(s) matching ANNA')).toBeInTheDocument();
    // 'anna' exactly as an e-mail; then prefixes of name or e-mail by the most recent login.
    expect(names()).toEqual(['Exactly Anna', 'Anna New', 'Anna Old', 'Zoe']);
  });

  it('says No users found matching {query} and keeps the plan filter', async () => {
    const user = userEvent.setup();
    renderUsersTab({ seed });
    await screen.findByText('Bob');
    await user.type(screen.getByLabelText('Search users'), 'zz');
    expect(await screen.findByText('No users found matching zz')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search users'));
    await user.selectOptions(screen.getByLabelText('Plan'), 'magic');
    await user.type(screen.getByLabelText('Search users'), 'bo');
    expect(await screen.findByText('No users found matching bo')).toBeInTheDocument();
  });
});
