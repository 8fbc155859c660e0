import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { PENDING_PURCHASE_KEY } from '../lib/pending-purchase';
import { PricingPage } from './pricing-page';

type Options = { user?: ReturnType<typeof fakeUser> | null; planId?: string; rate?: number };

function renderPricing({ user = null, planId, rate }: Options = {}) {
  const backend = createFakeBackend({
    user,
    docs: planId
      ? { seed: { 'users/user-1': { subscription: { planId, planName: planId, status: 'active' } } } }
      : undefined,
  });
  return renderWithProviders(<PricingPage inrPerUsd={rate} purchaseDialog={stubDialog} />, {
    backend,
    path: '/pricing',
  });
}

/** Stands in for the payments feature's dialog: shows the product id it was opened for. */
function stubDialog(productId: string | null, onClose: () => void) {
  if (productId === null) return null;
  return (
    <div role="dialog" aria-label="Complete Your Purchase">
      <span data-testid="purchase-product">{productId}</span>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => window.sessionStorage.clear());

describe('PricingPage', () => {
  it('shows the headline, four cards, the footer and signed-out Free state', () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Start JobKit for free.' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h2')?.textContent),
    ).toEqual(['Free', 'Pro', 'Ultimate', 'Magic']);
    expect(within(card('Ultimate')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Free')).getByText('Get Started Free')).toBeInTheDocument();
    expect(screen.queryByText("You're Here")).not.toBeInTheDocument();
    expect(screen.getByText('One-time payment - These are not subscription plans')).toBeInTheDocument();
    // No support address in the default build: the help line points to /support.
    expect(screen.getByRole('link', { name: 'Visit our Support page' })).toHaveAttribute('href', '/support');
    for (const badge of ['Secure Payment', 'Instant Access', '24/7 Support', 'No Hidden Fees'])
      expect(screen.getByText(badge)).toBeInTheDocument();
  });

  it('prices every card for the chosen period, in dollars and rupees at 83.5', async () => {
    renderPricing();
    expect(screen.getByTestId('price-pro')).toHaveTextContent('$28');
    expect(screen.getByTestId('inr-pro')).toHaveTextContent('≈ ₹2,338');
    await userEvent.click(screen.getByRole('radio', { name: '3 Months (15% OFF)' }));
    expect(screen.getByTestId('price-pro')).toHaveTextContent('$71');
    expect(screen.getByTestId('inr-pro')).toHaveTextContent('≈ ₹5,929');
    expect(screen.getByTestId('price-ultimate')).toHaveTextContent('$120');
    expect(screen.getByTestId('price-magic')).toHaveTextContent('$252');
    expect(within(card('Pro')).getByText('1,800 Credits (600/month)')).toBeInTheDocument();
    expect(within(card('Free')).getByText('15 Credits')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly (40% OFF)' }));
    expect(screen.getByTestId('price-magic')).toHaveTextContent('$713');
    expect(screen.getByTestId('inr-magic')).toHaveTextContent('≈ ₹59,536');
  });

  it('switches period with the arrow keys', async () => {
    renderPricing();
    const first = screen.getByRole('radio', { name: '1 Month' });
    expect(first).toBeChecked();
    await userEvent.tab(); // the logo link in the headline
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 Months (15% OFF)' })).toBeChecked();
    expect(screen.getByTestId('price-pro')).toHaveTextContent('$71');
  });

  it('shows rupees at an injected rate', () => {
    renderPricing({ rate: 85 });
    expect(screen.getByTestId('inr-pro')).toHaveTextContent('≈ ₹2,380');
  });

  it("shows 'Current Plan' and \"You're Here\" for a signed-in user on free", async () => {
    renderPricing({ user: fakeUser() });
    expect(await within(card('Free')).findByText('Current Plan')).toBeInTheDocument();
    expect(within(card('Free')).getByText("You're Here")).toBeInTheDocument();
  });

  it("shows 'Free Plan Available' and no badge for a signed-in user on a paid plan", async () => {
    renderPricing({ user: fakeUser(), planId: 'pro' });
    expect(await within(card('Free')).findByText('Free Plan Available')).toBeInTheDocument();
    expect(screen.queryByText("You're Here")).not.toBeInTheDocument();
  });

  it('opens and closes the Learn more info modal for each topic', async () => {
    renderPricing();
    const pro = within(card('Pro'));
    for (const title of [
      'Credits System',
      'Desktop, Browser & Mobile Versions',
      'Unlimited Profiles',
      'No Time Limit',
      'Privacy & Speed',
    ]) {
      await userEvent.click(pro.getByRole('button', { name: `Learn more: ${title}` }));
      expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Got it!' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    await userEvent.click(
      within(card('Magic')).getByRole('button', { name: 'Learn more: Human-keys access' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Human-keys access' });
    expect(within(dialog).getByText('Included free with the Ultimate and Magic plans')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Learn about Human Keys' })).toHaveAttribute(
      'href',
      '/human-key',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed out, Continue saves plan and period and goes to /login', async () => {
    renderPricing();
    await userEvent.click(screen.getByRole('radio', { name: '6 Months (30% OFF)' }));
    await userEvent.click(within(card('Ultimate')).getByRole('button', { name: 'Continue with Ultimate' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state!)).toEqual({ from: { pathname: '/pricing' } });
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_PURCHASE_KEY)!)).toEqual({
      returnPath: '/pricing',
      planId: 'ultimate',
      period: '6-months',
    });
  });

  it('signed in, Continue opens the purchase dialog for that plan and period', async () => {
    renderPricing({ user: fakeUser() });
    await userEvent.click(screen.getByRole('radio', { name: '6 Months (30% OFF)' }));
    await userEvent.click(within(card('Ultimate')).getByRole('button', { name: 'Continue with Ultimate' }));
    expect(screen.getByTestId('purchase-product')).toHaveTextContent('ultimate-6-months');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '1 Month' }));
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Continue with Pro' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Purchase' });
    expect(within(dialog).getByTestId('purchase-product')).toHaveTextContent('pro-1-month');
    expect(window.sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it('after login, reopens the dialog once for the saved entry and removes it', async () => {
    const entry = { returnPath: '/pricing', planId: 'magic', period: 'yearly' };
    window.sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify(entry));
    const { unmount } = renderPricing({ user: fakeUser() });
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Purchase' });
    expect(within(dialog).getByTestId('purchase-product')).toHaveTextContent('magic-yearly');
    expect(screen.getByRole('radio', { name: 'Yearly (40% OFF)' })).toBeChecked();
    expect(window.sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderPricing({ user: fakeUser() });
    expect(await within(card('Free')).findByText('Current Plan')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores an invalid saved entry', async () => {
    window.sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify({ planId: 'free', period: 'yearly' }));
    renderPricing({ user: fakeUser() });
    expect(await within(card('Free')).findByText('Current Plan')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
