import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackendError, type DocData } from '@/backend/ports';
import { createFakeBackend, fakeUser, type FakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { PaymentsTab } from './payments-tab';

const QUESTION =
  'Refund this payment in full through Razorpay? The buyer loses what it gave them (the plan, credits or Human Keys). This cannot be undone.';

function order(days: number, extra: DocData = {}): DocData {
  return {
    userId: 'u1',
    name: 'Asha',
    planId: 'pro-3-months',
    planName: 'Pro (3 Months)',
    amount: 5929,
    currency: 'INR',
    status: 'COMPLETED',
    createdAt: new Date(Date.now() - days * 86_400_000),
    ...extra,
  };
}

function setup(seed: Record<string, DocData>, refund?: (data: unknown) => unknown) {
  const calls: unknown[] = [];
  const backend: FakeBackend = createFakeBackend({
    user: fakeUser({ admin: true }),
    docs: { seed },
    callables: {
      adminRefundOrder: async (data) => {
        calls.push(data);
        if (refund) return refund(data);
        const { orderId } = data as { orderId: string };
        await backend.docs.update(`razorpayOrders/${orderId}`, { status: 'REFUNDED' });
        return { status: 'REFUNDED', revoked: true };
      },
    },
  });
  renderWithProviders(<PaymentsTab />, { backend });
  return { calls, user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('PaymentsTab: refunds and disputes', () => {
  it('shows refunded and disputed orders with their badges, a won dispute under its badge, and filters them', async () => {
    const { user } = setup({
      'razorpayOrders/rz-paid': order(1),
      'razorpayOrders/rz-back': order(2, { status: 'REFUNDED' }),
      'paypalOrders/PP-dispute': order(3, { status: 'DISPUTED', disputeOutcome: 'won', currency: 'USD' }),
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[1]).toHaveTextContent('refunded');
    expect(rows()[2]).toHaveTextContent('disputed');
    expect(rows()[2]).toHaveTextContent('Dispute won');
    // Only a completed order offers a refund.
    expect(screen.getAllByRole('button', { name: /^Refund order / })).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('rz-back');
    await user.selectOptions(screen.getByLabelText('Status'), 'disputed');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('PP-dispute'));
  });

  it('asks first; Cancel refunds nothing', async () => {
    const { calls, user } = setup({ 'razorpayOrders/rz-paid': order(1) });
    await user.click(await screen.findByRole('button', { name: 'Refund order rz-paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Payment' });
    expect(within(dialog).getByText(QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refunds through adminRefundOrder and the row then shows refunded', async () => {
    const { calls, user } = setup({ 'razorpayOrders/rz-paid': order(1) });
    await user.click(await screen.findByRole('button', { name: 'Refund order rz-paid' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ provider: 'razorpay', orderId: 'rz-paid' }]);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('refunded'));
    expect(screen.queryByRole('button', { name: 'Refund order rz-paid' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the refund fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let finish: (e: unknown) => void = () => {};
    const { user } = setup(
      { 'razorpayOrders/rz-paid': order(1) },
      () => new Promise((_, reject) => (finish = reject)),
    );
    await user.click(await screen.findByRole('button', { name: 'Refund order rz-paid' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    // While it runs the button is busy and cannot be pressed twice.
    expect(within(dialog).getByRole('button', { name: 'Refunding...' })).toBeDisabled();
    finish(
      new BackendError(
        'failed-precondition',
        'Razorpay refused the refund: The payment has been fully refunded already',
      ),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to refund the payment: Razorpay refused the refund: The payment has been fully refunded already',
    );
    expect(rows()[0]).toHaveTextContent('paid');
  });
});
