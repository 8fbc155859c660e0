import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PaymentFailurePage } from './payment-failure-page';
import { PaymentSuccessPage, SUCCESS_REDIRECT_MS } from './payment-success-page';

afterEach(() => vi.useRealTimers());

describe('PaymentSuccessPage', () => {
  it('thanks the buyer and goes to /profile after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success' });
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your purchase. Your subscription has been activated.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Redirecting to your profile in a few seconds...')).toBeInTheDocument();
    expect(SUCCESS_REDIRECT_MS).toBe(5000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });
});

describe('PaymentFailurePage', () => {
  it('explains and offers Try Again to /pricing', async () => {
    renderWithProviders(<PaymentFailurePage />, { path: '/payment-failure' });
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't process your payment. Please try again or contact support if the issue persists.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pricing');
  });
});
