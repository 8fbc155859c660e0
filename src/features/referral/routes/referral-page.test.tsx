import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SAMPLE_EMAIL } from '../content/referral';
import { ReferralPage } from './referral-page';

describe('ReferralPage', () => {
  it('shows benefits, three steps and the commission structure', () => {
    renderWithProviders(<ReferralPage />, { path: '/referral' });
    expect(screen.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    const commission = within(screen.getByRole('region', { name: 'Commission structure' }));
    expect(commission.getByText('30%')).toBeInTheDocument();
    expect(commission.getByText('10%')).toBeInTheDocument();
    expect(commission.getByText('7 days')).toBeInTheDocument();
    expect(commission.getByText('24 hours')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why join' })).toBeInTheDocument();
  });

  it("links 'Register Now' to a support e-mail with a subject, and 'View Plans' to /pricing", () => {
    renderWithProviders(<ReferralPage email="help@jobkit.dev" />, { path: '/referral' });
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      'mailto:help@jobkit.dev?subject=Referral%20Program%20Registration',
    );
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });

  it('without a configured support address, Register is disabled and says so', () => {
    renderWithProviders(<ReferralPage />, { path: '/referral' });
    expect(screen.getByRole('button', { name: 'Registration by e-mail not available yet' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
  });

  it("copies the sample e-mail and shows 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<ReferralPage />, { path: '/referral' });
      expect(screen.getByTestId('sample-email')).toHaveTextContent('[YOUR CODE]');
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(SAMPLE_EMAIL);
      vi.advanceTimersByTime(1900);
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      vi.advanceTimersByTime(100);
      expect(await screen.findByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
