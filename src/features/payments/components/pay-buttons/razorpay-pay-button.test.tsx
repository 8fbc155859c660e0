import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayFailure, RazorpayOptions } from '../../lib/razorpay-checkout';
import { renderDialog, stubCountry } from '../purchase-dialog.test-utils';

const ORDER = {
  orderId: 'order_1',
  amount: 233800,
  currency: 'INR',
  keyId: 'rzp_test_key',
  checkoutScriptUrl: 'http://127.0.0.1:8787/sim/razorpay/checkout.js',
  planName: 'Pro (1 Month)',
};

/** A stand-in for Checkout: records its options and failure listener. */
function stubCheckout() {
  const opened: { options: RazorpayOptions; failed?: (r: RazorpayFailure) => void }[] = [];
  window.Razorpay = class {
    entry: (typeof opened)[number];
    constructor(options: RazorpayOptions) {
      this.entry = { options };
      opened.push(this.entry);
    }
    on(_event: 'payment.failed', listener: (r: RazorpayFailure) => void) {
      this.entry.failed = listener;
    }
    open() {}
  };
  return opened;
}

const dialog = () => screen.getByRole('dialog', { name: 'Complete Your Purchase' });

async function payWithRazorpay() {
  await userEvent.click(await within(dialog()).findByRole('radio', { name: /^Razorpay/ }));
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Pay with Razorpay' }));
}

beforeEach(() => stubCountry('US'));
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.Razorpay;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('RazorpayPayButton', () => {
  it('opens Checkout for the order and goes to /payment-success once verified', async () => {
    const opened = stubCheckout();
    const { spies } = renderDialog({
      callables: {
        createRazorpayOrder: () => ORDER,
        verifyRazorpayPayment: () => ({
          success: true,
          status: 'PAYMENT_SUCCESS',
          message: 'Payment successful',
        }),
      },
    });
    await payWithRazorpay();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(spies.createRazorpayOrder).toHaveBeenCalledWith({ productId: 'pro-1-month' });
    expect(opened[0]!.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 233800,
      currency: 'INR',
      order_id: 'order_1',
      description: 'Pro (1 Month)',
    });
    expect(within(dialog()).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    opened[0]!.options.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_1',
      razorpay_signature: 'sig',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/payment-success');
    expect(spies.verifyRazorpayPayment).toHaveBeenCalledWith({
      orderId: 'order_1',
      paymentId: 'pay_1',
      signature: 'sig',
    });
  });

  it("a failed verification shows 'Failed to verify payment'", async () => {
    const opened = stubCheckout();
    renderDialog({
      callables: {
        createRazorpayOrder: () => ORDER,
        verifyRazorpayPayment: () => ({ success: false, status: 'PAYMENT_ERROR', message: 'Bad signature' }),
      },
    });
    await payWithRazorpay();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.handler({
      razorpay_payment_id: 'p',
      razorpay_order_id: 'order_1',
      razorpay_signature: 's',
    });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to verify payment');
  });

  it('closing Checkout marks the order CANCELLED and goes to /payment-failure, even if marking fails', async () => {
    const opened = stubCheckout();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { spies } = renderDialog({
      callables: {
        createRazorpayOrder: () => ORDER,
        cancelPayment: () => {
          throw new Error('offline');
        },
      },
    });
    await payWithRazorpay();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.options.modal.ondismiss();
    expect(await screen.findByTestId('location')).toHaveTextContent('/payment-failure');
    expect(spies.cancelPayment).toHaveBeenCalledWith({
      provider: 'razorpay',
      orderId: 'order_1',
      status: 'CANCELLED',
      errorMessage: '',
    });
  });

  it('a failed payment marks the order FAILED with the reason, once', async () => {
    const opened = stubCheckout();
    const { spies } = renderDialog({
      callables: { createRazorpayOrder: () => ORDER, cancelPayment: () => ({}) },
    });
    await payWithRazorpay();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.failed!({ error: { description: 'Card declined' } });
    opened[0]!.options.modal.ondismiss();
    expect(await screen.findByTestId('location')).toHaveTextContent('/payment-failure');
    expect(spies.cancelPayment).toHaveBeenCalledTimes(1);
    expect(spies.cancelPayment).toHaveBeenCalledWith({
      provider: 'razorpay',
      orderId: 'order_1',
      status: 'FAILED',
      errorMessage: 'Card declined',
    });
  });

  it('loads checkout.js from the order, and reports a script that fails to load', async () => {
    renderDialog({ callables: { createRazorpayOrder: () => ORDER } });
    await payWithRazorpay();
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(
        `script[src="${ORDER.checkoutScriptUrl}"]`,
      );
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Razorpay failed to load. Please try again later.',
    );
  });

  it("an order that cannot be created: 'Failed to initiate payment'", async () => {
    renderDialog({
      callables: {
        createRazorpayOrder: () => {
          throw new Error('offline');
        },
      },
    });
    await payWithRazorpay();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to initiate payment');
  });
});
