import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIFETIME_OFFERS } from '@/domain/payments/products';
import { renderWithProviders } from '@/testing/render';
import { LifetimePlansPage } from './lifetime-plans-page';

function renderPage(path = '/angel-lifetime') {
  const slot = vi.fn((productId: string | null, onClose: () => void) =>
    productId ? (
      <div role="dialog" aria-label="Purchase">
        <span data-testid="dialog-product">{productId}</span>
        <button onClick={onClose}>Close purchase</button>
      </div>
    ) : null,
  );
  renderWithProviders(<LifetimePlansPage purchaseDialog={slot} />, {
    path: '/angel-lifetime',
    initialEntries: [path],
  });
  return { slot };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('LifetimePlansPage', () => {
  it('shows the individual, All-Inclusive and Angel Lifetime prices', () => {
    renderPage();
    expect(screen.getByTestId('price-life-web')).toHaveTextContent('$199');
    expect(screen.getByTestId('price-life-transparent')).toHaveTextContent('$399');
    expect(screen.getByTestId('price-life-angel')).toHaveTextContent('$699');
    const allInclusive = within(card('All-Inclusive'));
    expect(screen.getByTestId('price-all-inclusive')).toHaveTextContent('$899');
    expect(allInclusive.getByText('$1,399')).toBeInTheDocument();
    expect(allInclusive.getByText('Save $500')).toBeInTheDocument();
    expect(allInclusive.getByText('40% OFF')).toBeInTheDocument();
    expect(allInclusive.getByText('Total value $1,297')).toBeInTheDocument();
    const angel = within(screen.getByRole('region', { name: 'Angel Lifetime' }));
    expect(screen.getByTestId('price-angel-lifetime')).toHaveTextContent('$899');
    expect(angel.getByText('$1,499')).toBeInTheDocument();
    expect(angel.getByText('Save $600')).toBeInTheDocument();
    expect(angel.getByText('40% OFF')).toBeInTheDocument();
    expect(within(angel.getByRole('list', { name: 'Testimonials' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    expect(screen.queryByText(/coupon/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('has the #enterprise section with business tiers, source licence and contact links', () => {
    renderPage();
    const enterprise = document.getElementById('enterprise')!;
    expect(enterprise).not.toBeNull();
    const section = within(enterprise);
    expect(section.getByText('$9,999')).toBeInTheDocument();
    expect(section.getByText('$24,999')).toBeInTheDocument();
    expect(section.getByText('$200,000')).toBeInTheDocument();
    expect(section.getByText('with 12 months of updates')).toBeInTheDocument();
    expect(section.getAllByText(/99\.9%/).length).toBeGreaterThan(0);
    const contacts = section.getAllByRole('link', { name: /^Contact us about/ });
    expect(contacts).toHaveLength(3);
    for (const link of contacts) expect(link).toHaveAttribute('href', '/support');
    expect(section.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
  });

  it('each Buy button opens the purchase dialog with its product id', async () => {
    const { slot } = renderPage();
    expect(slot).toHaveBeenLastCalledWith(null, expect.any(Function));
    for (const offer of LIFETIME_OFFERS) {
      await userEvent.click(screen.getByRole('button', { name: `Buy ${offer.name}` }));
      expect(screen.getByTestId('dialog-product')).toHaveTextContent(offer.id);
      expect(slot).toHaveBeenLastCalledWith(offer.id, expect.any(Function));
      await userEvent.click(screen.getByRole('button', { name: 'Close purchase' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it('scrolls to #enterprise when opened with the anchor', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      renderPage('/angel-lifetime#enterprise');
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.contexts[0]).toBe(document.getElementById('enterprise'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
