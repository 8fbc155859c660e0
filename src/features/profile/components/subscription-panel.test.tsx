import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeSubscription } from '@/domain/user';
import { renderWithProviders } from '@/testing/render';
import { SubscriptionPanel } from './subscription-panel';

const DAY = 24 * 60 * 60 * 1000;
// Noon UTC, so the day is the same in every zone the test may run in.
const noonUtc = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12));
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

const pro = (expiryDate: Date, status = 'active') =>
  completeSubscription({ planId: 'pro', planName: 'Pro (1 Month)', status, expiryDate, amount: 29 });

describe('SubscriptionPanel: a plan past its end (docs/product-rules.md 7.6)', () => {
  it('says the plan ended, on which day, reads Expired and offers Renew', async () => {
    const ended = noonUtc(-2);
    renderWithProviders(<SubscriptionPanel status="ready" subscription={pro(ended)} />, { path: '/profile' });
    const notice = await screen.findByTestId('plan-ended');
    expect(notice).toHaveTextContent(`Your Pro plan ended on ${day(ended)}`);
    expect(within(notice).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Expired');
  });

  it('shows no notice for a live plan or the free plan', async () => {
    const { unmount } = renderWithProviders(
      <SubscriptionPanel status="ready" subscription={pro(noonUtc(5))} />,
      { path: '/profile' },
    );
    expect(await screen.findByText('Status')).toBeInTheDocument();
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Active');
    expect(screen.queryByTestId('plan-ended')).toBeNull();
    unmount();
    renderWithProviders(<SubscriptionPanel status="ready" subscription={completeSubscription({})} />, {
      path: '/profile',
    });
    expect(screen.queryByTestId('plan-ended')).toBeNull();
  });
});
