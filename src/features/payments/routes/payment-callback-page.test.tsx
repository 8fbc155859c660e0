import { StrictMode } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_KEY } from '@/components/auth/redirect-storage';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { CALLBACK_PARAMS_KEY, PLAN_DETAILS_KEY, savePlanDetails } from '../lib/plan-details';
import { PaymentCallbackPage } from './payment-callback-page';

const details = {
  planId: 'magic-yearly',
  planName: 'Magic (Yearly)',
  amount: 59536,
  transactionId: 'MT-7',
  originalAmount: 713,
  paymentProvider: 'PhonePe' as const,
  couponCode: '',
};

function renderCallback(
  search: string,
  { user = fakeUser(), verify }: { user?: ReturnType<typeof fakeUser> | null; verify?: () => unknown } = {},
) {
  const verifyPhonePePayment = vi.fn(
    verify ?? (() => ({ success: true, status: 'PAYMENT_SUCCESS', message: 'Payment successful' })),
  );
  const cancelPayment = vi.fn(() => ({ ok: true }));
  const backend = createFakeBackend({ user, callables: { verifyPhonePePayment, cancelPayment } });
  const view = renderWithProviders(
    <StrictMode>
      <PaymentCallbackPage />
    </StrictMode>,
    { backend, path: '/payment-callback', initialEntries: [`/payment-callback${search}`] },
  );
  return { ...view, verifyPhonePePayment, cancelPayment };
}

async function after(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('PaymentCallbackPage', () => {
  it('verifies once, shows success, clears the session and goes to /payment-success after 2 s', async () => {
    savePlanDetails(details);
    window.sessionStorage.setItem(REDIRECT_KEY, '/payment-callback?code=PAYMENT_SUCCESS');
    const { verifyPhonePePayment } = renderCallback('?code=PAYMENT_SUCCESS&merchantTransactionId=MT-7');
    expect(screen.getByRole('heading', { name: 'Verifying Payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(verifyPhonePePayment).toHaveBeenCalledTimes(1);
    expect(verifyPhonePePayment).toHaveBeenCalledWith({
      orderId: 'MT-7',
      planId: 'magic-yearly',
      planName: 'Magic (Yearly)',
      amount: 59536,
    });
    expect(window.localStorage.getItem(PLAN_DETAILS_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(CALLBACK_PARAMS_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
    await after(1900);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await after(200);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-success');
  });

  it('a cancelled return marks the order and goes to /payment-failure after 2 s', async () => {
    const { cancelPayment, verifyPhonePePayment } = renderCallback(
      '?provider=phonepe&code=PAYMENT_CANCELLED&merchantTransactionId=MT-3',
    );
    expect(await screen.findByText('Payment was cancelled')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(cancelPayment).toHaveBeenCalledTimes(1);
    expect(cancelPayment).toHaveBeenCalledWith({ provider: 'phonepe', orderId: 'MT-3', status: 'CANCELLED' });
    expect(verifyPhonePePayment).not.toHaveBeenCalled();
    await after(2000);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-failure');
  });

  it('without stored plan details, says so and goes to /payment-failure', async () => {
    const { verifyPhonePePayment } = renderCallback('?code=PAYMENT_SUCCESS&merchantTransactionId=MT-7');
    expect(await screen.findByText('Payment verification failed: No plan details found')).toBeInTheDocument();
    expect(verifyPhonePePayment).not.toHaveBeenCalled();
    await after(2000);
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-failure');
  });

  it('shows a failed status with its message', async () => {
    savePlanDetails(details);
    renderCallback('?merchantTransactionId=MT-7', {
      verify: () => ({ success: false, status: 'PAYMENT_ERROR', message: '' }),
    });
    expect(
      await screen.findByText('Payment failed with status: PAYMENT_ERROR. Message: Unknown error'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(PLAN_DETAILS_KEY)).not.toBeNull();
  });

  it('signed out: saves the return path with its query and goes to /login without verifying', async () => {
    savePlanDetails(details);
    const { verifyPhonePePayment } = renderCallback('?code=PAYMENT_SUCCESS&merchantTransactionId=MT-7', {
      user: null,
    });
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state!)).toEqual({
      from: { pathname: '/payment-callback', search: '?code=PAYMENT_SUCCESS&merchantTransactionId=MT-7' },
    });
    expect(window.sessionStorage.getItem(REDIRECT_KEY)).toBe(
      '/payment-callback?code=PAYMENT_SUCCESS&merchantTransactionId=MT-7',
    );
    expect(JSON.parse(window.sessionStorage.getItem(CALLBACK_PARAMS_KEY)!)).toEqual({
      code: 'PAYMENT_SUCCESS',
      merchantTransactionId: 'MT-7',
    });
    expect(verifyPhonePePayment).not.toHaveBeenCalled();
  });

  it('uses the saved callback params when the URL has none', async () => {
    savePlanDetails(details);
    window.sessionStorage.setItem(
      CALLBACK_PARAMS_KEY,
      JSON.stringify({ code: 'PAYMENT_SUCCESS', merchantTransactionId: 'MT-saved' }),
    );
    const { verifyPhonePePayment } = renderCallback('');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(verifyPhonePePayment).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'MT-saved' }));
  });

  it('waits for auth before deciding', async () => {
    savePlanDetails(details);
    const backend = createFakeBackend({
      user: 'loading',
      callables: { verifyPhonePePayment: () => ({ success: true, status: 'PAYMENT_SUCCESS', message: '' }) },
    });
    renderWithProviders(<PaymentCallbackPage />, {
      backend,
      path: '/payment-callback',
      initialEntries: ['/payment-callback?merchantTransactionId=MT-7'],
    });
    await after(50);
    expect(screen.getByRole('heading', { name: 'Verifying Payment' })).toBeInTheDocument();
    act(() => backend.auth.emit(fakeUser()));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
  });
});
