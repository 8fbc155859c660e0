import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EnterprisePlansPage } from './enterprise-plans-page';

describe('EnterprisePlansPage', () => {
  it('points at the business plans on /angel-lifetime#enterprise and at support', () => {
    renderWithProviders(<EnterprisePlansPage />, { path: '/enterprise-plans' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enterprise Plans' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Business & Enterprise Plans' })).toHaveAttribute(
      'href',
      '/angel-lifetime#enterprise',
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/support');
    expect(screen.getByText('from $9,999')).toBeInTheDocument();
    expect(screen.getByText('from $24,999')).toBeInTheDocument();
  });
});
