import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type DocData } from '@/backend/ports';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { PaymentsTab } from './payments-tab';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

function order(userId: string, days: number, extra: DocData = {}): DocData {
  return {
    userId,
    planId: 'pro-3-months',
    planName: 'Pro (3 Months)',
    amount: 71,
    currency: 'USD',
    status: 'COMPLETED',
    createdAt: ago(days),
    ...extra,
  };
}

function setup(seed: Record<string, DocData>, guard?: (op: string, path: string) => BackendError | null) {
  const backend = createFakeBackend({ user: fakeUser({ admin: true }), docs: { seed, guard } });
  return { ...renderWithProviders(<PaymentsTab />, { backend }), user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('PaymentsTab', () => {
  it('merges the three stores newest first and fills names from the user documents', async () => {
    setup({
      'users/u1': { uid: 'u1', name: 'Asha Rao', email: 'asha@example.test' },
      'paypalOrders/PP-1': order('u1', 3, { paymentId: 'CAPTURE-1234567890' }),
      'razorpayOrders/order_1': order('u2', 1, {
        amount: 5929,
        currency: 'INR',
        status: 'CREATED',
        name: 'Ravi',
      }),
      'phonePeOrders/MT-1': order('u3', 2, { status: 'FAILED', email: 'x@example.test' }),
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Ravi');
    expect(first).toHaveTextContent('₹5,929.00');
    expect(first).toHaveTextContent('Razorpay');
    expect(first).toHaveTextContent('created');
    expect(second).toHaveTextContent('PhonePe');
    expect(second).toHaveTextContent('failed');
    expect(second).toHaveTextContent('No Name');
    expect(third).toHaveTextContent('Asha Rao');
    expect(third).toHaveTextContent('asha@example.test');
    expect(third).toHaveTextContent('$71.00');
    expect(third).toHaveTextContent('paid');
    // The transaction id is cut to 12 characters; the full one is in the title.
    const id = within(third!).getByText('CAPTURE-1234…');
    expect(id).toHaveAttribute('title', 'CAPTURE-1234567890');
  });

  it("shows 'No payments found' without orders", async () => {
    setup({});
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('loads 10 per provider, then the next 10 of each store that has more', async () => {
    const seed: Record<string, DocData> = {};
    for (let i = 0; i < 12; i += 1) seed[`paypalOrders/PP-${i}`] = order('u', i + 0.5);
    for (let i = 0; i < 3; i += 1) seed[`razorpayOrders/rz-${i}`] = order('u', i + 0.7, { currency: 'INR' });
    const { user } = setup(seed);
    await waitFor(() => expect(rows()).toHaveLength(13));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    // Still newest first across the pages: the oldest PayPal order is last.
    expect(rows()[14]).toHaveTextContent('PP-11');
  });

  it('filters by normalised status and provider in the store query', async () => {
    const { user } = setup({
      'paypalOrders/PP-PAID': order('u', 1, { status: 'success' }),
      'paypalOrders/PP-OPEN': order('u', 2, { status: 'CREATED' }),
      'razorpayOrders/rz-PAID': order('u', 3, { status: 'completed' }),
      'phonePeOrders/MT-GONE': order('u', 4, { status: 'CANCELLED' }),
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('PP-PAID')).toBeInTheDocument();
    expect(screen.getByText('rz-PAID')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Provider'), 'razorpay');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Provider'), 'all');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('MT-GONE')).toBeInTheDocument();
  });

  it('filters by period on createdAt', async () => {
    const { user } = setup({
      'paypalOrders/recent': order('u', 3),
      'paypalOrders/month': order('u', 20),
      'paypalOrders/old': order('u', 60),
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Period'), '7');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Period'), '30');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Period'), '90');
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('searches the loaded rows by name, e-mail, transaction id and plan', async () => {
    const { user } = setup({
      'paypalOrders/PP-1': order('u1', 1, {
        name: 'Asha',
        email: 'asha@example.test',
        planName: 'Magic Yearly',
      }),
      'paypalOrders/PP-2': order('u2', 2, { name: 'Ravi', email: 'ravi@example.test', paymentId: 'CAP-XYZ' }),
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const box = screen.getByLabelText('Search payments');
    await user.type(box, 'magic');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Asha');
    await user.clear(box);
    await user.type(box, 'cap-x');
    expect(rows()[0]).toHaveTextContent('Ravi');
    await user.clear(box);
    await user.type(box, 'RAVI@');
    expect(rows()).toHaveLength(1);
    await user.clear(box);
    await user.type(box, 'nobody');
    expect(screen.getByText('No payments found')).toBeInTheDocument();
  });

  it('skips a store that fails to read and still shows the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ 'paypalOrders/PP-1': order('u', 1), 'phonePeOrders/MT-1': order('u', 2) }, (op, path) =>
      op === 'query' && path === 'paypalOrders' ? new BackendError('unavailable', 'down') : null,
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('PhonePe');
    expect(error).toHaveBeenCalledWith('Failed to read paypal orders', expect.anything());
    error.mockRestore();
  });

  it('shows the orders without names when the user lookup fails', async () => {
    setup({ 'users/u1': { uid: 'u1', name: 'Asha' }, 'paypalOrders/PP-1': order('u1', 1) }, (op, path) =>
      op === 'query' && path === 'users' ? new BackendError('permission-denied', 'no') : null,
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('No Name');
    expect(rows()[0]).toHaveTextContent('u1');
  });
});
