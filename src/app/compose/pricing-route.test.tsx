import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDetectedCountry } from '@/features/payments/hooks/use-detected-country';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderApp } from '../testing/render-app';

// The dialog's body is its own chunk, loaded when a purchase opens: loaded once here, so the first
// test's time is its own.
beforeAll(() => import('@/features/payments/components/purchase-body'), 20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  forgetDetectedCountry();
  // The IP lookup says India; nothing leaves the machine.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ country_code: 'IN' }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/pricing with the purchase dialog', () => {
  it("Continue opens 'Complete Your Purchase' for the plan and period", async () => {
    renderApp('/pricing', createFakeBackend({ user: fakeUser() }));
    await userEvent.click(await screen.findByRole('radio', { name: '3 Months (15% OFF)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Ultimate' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete Your Purchase' }));
    expect(await dialog.findByTestId('purchase-plan')).toHaveTextContent('Ultimate');
    expect(dialog.getByTestId('purchase-credits')).toHaveTextContent('4,500');
    expect(dialog.getByTestId('purchase-period')).toHaveTextContent('3 Months');
    expect(await dialog.findByRole('button', { name: 'Pay with PhonePe App' })).toBeInTheDocument();
    expect(dialog.getByTestId('purchase-price')).toHaveTextContent('₹10,020');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reopens the dialog for the plan saved before login', async () => {
    sessionStorage.setItem(
      'selectedPlanAfterLogin',
      JSON.stringify({ returnPath: '/pricing', planId: 'magic', period: 'yearly' }),
    );
    renderApp('/pricing', createFakeBackend({ user: fakeUser() }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete Your Purchase' }));
    expect(await dialog.findByTestId('purchase-plan')).toHaveTextContent('Magic');
    expect(dialog.getByTestId('purchase-period')).toHaveTextContent('Yearly');
  });
});
