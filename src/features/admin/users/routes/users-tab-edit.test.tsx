import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUsersTab, userDoc } from '../testing/users-fixtures';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const seed = userDoc('ann', 5, {
  name: 'Ann Lee',
  email: 'ann@x.test',
  referral: 'friend',
  prefs: { theme: 'dark' },
  subscription: {
    planId: 'magic',
    planName: 'Magic',
    status: 'active',
    startDate: new Date(Date.UTC(2025, 0, 5, 12)),
    expiryDate: new Date(Date.UTC(2026, 0, 5, 12)),
    paymentProvider: 'razorpay',
    transactionId: 'pay_1',
    amount: 10,
    credits: 4,
  },
});

async function openEditor() {
  const user = userEvent.setup();
  const setup = renderUsersTab({ seed });
  await user.click(await screen.findByRole('button', { name: 'View/Edit Ann Lee' }));
  const sheet = screen.getByRole('dialog', { name: 'Edit User' });
  return { user, sheet, ...setup };
}

describe('UsersTab: View/Edit', () => {
  it('shows identity, history and plan dates read-only, the rest as fields', async () => {
    const { sheet } = await openEditor();
    const readOnly = sheet.querySelector('dl')!;
    const expected: [string, string][] = [
      ['User ID', 'ann'],
      ['Email', 'ann@x.test'],
      ['Created', 'Jan 5, 2025'],
      ['Last Login', 'Jan 6, 2025'],
      ['Start Date', 'Jan 5, 2025'],
      ['Expiry Date', 'Jan 5, 2026'],
    ];
    for (const [label, value] of expected) {
      expect(within(readOnly).getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(within(sheet).queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(sheet).getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(within(sheet).getByLabelText('Plan')).toHaveValue('magic');
    expect(within(sheet).getByLabelText('Payment Provider')).toHaveValue('razorpay');
    expect(within(sheet).getByLabelText('referral')).toHaveValue('friend');
    expect(within(sheet).getByLabelText('prefs')).toHaveValue('{"theme":"dark"}');
  });

  it('sends only the changes: amount as decimal, credits as integer, 0 when invalid, JSON extras', async () => {
    const { user, sheet, calls } = await openEditor();
    const field = (label: string) => within(sheet).getByLabelText(label);
    await user.clear(field('Amount'));
    await user.type(field('Amount'), '19.5');
    await user.clear(field('Credits'));
    await user.type(field('Credits'), 'lots');
    await user.selectOptions(field('Status'), 'expired');
    await user.click(field('Disabled'));
    await user.clear(field('prefs'));
    await user.click(field('prefs'));
    await user.paste('{"theme":"light","n":[1]}');
    await user.clear(field('referral'));
    await user.paste('[not json');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        name: 'adminUpdateUser',
        data: {
          uid: 'ann',
          changes: {
            disabled: true,
            subscription: { status: 'expired', amount: 19.5, credits: 0 },
            prefs: { theme: 'light', n: [1] },
            referral: '[not json',
          },
        },
      },
    ]);
  });

  it('parses credits as an integer and a bad amount as 0', async () => {
    const { user, sheet, calls } = await openEditor();
    const field = (label: string) => within(sheet).getByLabelText(label);
    await user.clear(field('Amount'));
    await user.type(field('Amount'), 'free');
    await user.clear(field('Credits'));
    await user.type(field('Credits'), '7.9');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.data).toEqual({ uid: 'ann', changes: { subscription: { amount: 0, credits: 7 } } });
  });

  it('says which value is refused before calling the server', async () => {
    const { user, sheet, calls } = await openEditor();
    await user.type(within(sheet).getByLabelText('Photo URL'), 'not a url');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update user. Please try again.');
    expect(alert).toHaveTextContent('photoURL:');
    expect(calls).toEqual([]);
  });

  it('keeps the form open with the failure message when saving fails', async () => {
    const user = userEvent.setup();
    renderUsersTab({
      seed,
      update: () => {
        throw new Error('internal');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'View/Edit Ann Lee' }));
    const sheet = screen.getByRole('dialog', { name: 'Edit User' });
    await user.type(within(sheet).getByLabelText('Name'), ' Jr');
    await user.click(within(sheet).getByRole('button', { name: 'Save Changes' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Failed to update user. Please try again.',
    );
    expect(within(sheet).getByLabelText('Name')).toHaveValue('Ann Lee Jr');
    expect(screen.queryByText('User updated successfully!')).not.toBeInTheDocument();
  });
});
