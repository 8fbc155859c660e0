import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_KEY } from '@/components/auth/redirect-storage';
import { BackendError } from '@/backend/ports';
import { PLAN_DETAILS_KEY } from '../lib/plan-details';
import { renderDialog, restoreLocation, stubCountry, stubLocationAssign } from './purchase-dialog.test-utils';

const dialog = () => screen.getByRole('dialog', { name: 'Complete Your Purchase' });
const radio = (name: RegExp) => within(dialog()).getByRole('radio', { name });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  restoreLocation();
});

describe('PurchaseDialog: summary and methods', () => {
  it('outside India: PayPal (default) and Razorpay, dollars for PayPal and rupees for Razorpay', async () => {
    stubCountry('US');
    renderDialog({ productId: 'pro-3-months' });
    const d = within(dialog());
    expect(await d.findByTestId('purchase-plan')).toHaveTextContent('Pro');
    expect(d.getByTestId('purchase-credits')).toHaveTextContent('1,800');
    expect(d.getByTestId('purchase-period')).toHaveTextContent('3 Months');
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(radio(/^PayPal/)).toBeChecked();
    expect(d.getAllByRole('radio')).toHaveLength(2);
    expect(d.queryByRole('radio', { name: /PhonePe/ })).not.toBeInTheDocument();
    expect(d.getByTestId('purchase-price')).toHaveTextContent('$71');
    expect(d.getByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(d.getByText('Payments are securely processed by PayPal.')).toBeInTheDocument();
    await userEvent.click(radio(/^Razorpay/));
    expect(d.getByTestId('purchase-price')).toHaveTextContent('₹5,929');
    expect(d.getByRole('button', { name: 'Pay with Razorpay' })).toBeInTheDocument();
  });

  it('in India: PhonePe is offered and chosen by default', async () => {
    stubCountry('IN');
    renderDialog();
    expect(await within(dialog()).findByRole('radio', { name: /^PhonePe/ })).toBeChecked();
    const d = within(dialog());
    expect(d.getByText('Global')).toBeInTheDocument();
    expect(d.getByText('Cards & UPI')).toBeInTheDocument();
    expect(d.getByText('UPI')).toBeInTheDocument();
    expect(d.getByTestId('purchase-price')).toHaveTextContent('₹2,338');
    expect(d.getByRole('button', { name: 'Pay with PhonePe App' })).toBeInTheDocument();
    expect(d.getByText('100% Secure Payment • Instant Processing')).toBeInTheDocument();
    await userEvent.click(radio(/^PayPal/));
    expect(d.getByTestId('purchase-price')).toHaveTextContent('$28');
  });

  it('lifetime offers show Lifetime and no credits', async () => {
    stubCountry('US');
    renderDialog({ productId: 'angel-lifetime' });
    const d = within(dialog());
    expect(d.getByTestId('purchase-plan')).toHaveTextContent('Angel Lifetime');
    expect(d.getByTestId('purchase-period')).toHaveTextContent('Lifetime');
    expect(d.queryByTestId('purchase-credits')).not.toBeInTheDocument();
    expect(d.getByTestId('purchase-price')).toHaveTextContent('$899');
  });

  it('signed out: asks to sign in and saves this page as the return path', async () => {
    stubCountry('US');
    renderDialog({ user: null });
    const d = within(dialog());
    expect(await d.findByText('Sign in to continue')).toBeInTheDocument();
    expect(d.getByText('Please sign in to complete your purchase and access your plan')).toBeInTheDocument();
    expect(d.getByText("You'll return to this page after signing in")).toBeInTheDocument();
    expect(d.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'Sign In to Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBe('/pricing');
  });
});

describe('PurchaseDialog: PayPal', () => {
  it('creates the order, keeps the plan details and goes to the approval page', async () => {
    stubCountry('US');
    const assign = stubLocationAssign();
    const { spies } = renderDialog({
      callables: {
        createPayPalOrder: () => ({ orderId: 'PP-1', approveUrl: 'https://paypal.test/approve?token=PP-1' }),
      },
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/approve?token=PP-1'));
    expect(spies.createPayPalOrder).toHaveBeenCalledWith({ productId: 'pro-1-month' });
    expect(JSON.parse(window.localStorage.getItem(PLAN_DETAILS_KEY)!)).toEqual({
      planId: 'pro-1-month',
      planName: 'Pro (1 Month)',
      amount: 28,
      transactionId: 'PP-1',
      originalAmount: 28,
      paymentProvider: 'PayPal',
      couponCode: '',
    });
  });

  it('shows the default error in a dismissible red box', async () => {
    stubCountry('US');
    renderDialog({
      callables: {
        createPayPalOrder: () => {
          throw new BackendError('internal', 'INTERNAL');
        },
      },
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Pay with PayPal' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed. Please try again.');
    expect(within(dialog()).getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message", async () => {
    stubCountry('US');
    renderDialog({
      callables: {
        createPayPalOrder: () => {
          throw new BackendError('failed-precondition', 'PayPal is not configured.');
        },
      },
    });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Pay with PayPal' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('PayPal is not configured.');
  });

  it('resets on Cancel: the error and the picked method are gone when it reopens', async () => {
    stubCountry('US');
    const { spies } = renderDialog({
      callables: {
        createPayPalOrder: () => {
          throw new Error('offline');
        },
      },
    });
    await userEvent.click(radio(/^Razorpay/));
    await userEvent.click(radio(/^PayPal/));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Pay with PayPal' }));
    expect(await within(dialog()).findByRole('alert')).toBeInTheDocument();
    expect(spies.createPayPalOrder).toHaveBeenCalledTimes(1);
    await userEvent.click(radio(/^Razorpay/));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(radio(/^PayPal/)).toBeChecked();
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PurchaseDialog: PhonePe', () => {
  it("shows 'Processing...' while busy, then goes to PhonePe with the plan details kept", async () => {
    stubCountry('IN');
    const assign = stubLocationAssign();
    let answer!: (value: unknown) => void;
    const { spies } = renderDialog({
      callables: { initiatePhonePePayment: () => new Promise((resolve) => (answer = resolve)) },
    });
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Pay with PhonePe App' }));
    const busy = within(dialog()).getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(radio(/^PayPal/)).toBeDisabled();
    answer({ merchantTransactionId: 'MT-1', url: 'https://phonepe.test/pay/MT-1' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://phonepe.test/pay/MT-1'));
    expect(spies.initiatePhonePePayment).toHaveBeenCalledWith({ productId: 'pro-1-month' });
    expect(JSON.parse(window.localStorage.getItem(PLAN_DETAILS_KEY)!)).toMatchObject({
      planId: 'pro-1-month',
      amount: 2338,
      transactionId: 'MT-1',
      originalAmount: 28,
      paymentProvider: 'PhonePe',
    });
  });

  it("without a redirect URL: 'Failed to initiate payment' at the button", async () => {
    stubCountry('IN');
    const assign = stubLocationAssign();
    renderDialog({
      callables: { initiatePhonePePayment: () => ({ merchantTransactionId: 'MT-1', url: '' }) },
    });
    await userEvent.click(await within(dialog()).findByRole('button', { name: 'Pay with PhonePe App' }));
    expect(await within(dialog()).findByText('Failed to initiate payment')).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(within(dialog()).getByRole('button', { name: 'Pay with PhonePe App' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(PLAN_DETAILS_KEY)).toBeNull();
  });
});
