import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_CATEGORIES, TEMPLATES } from '@/domain/templates/catalogue';
import { stubIntersectionObserver } from '../testing/fake-intersection-observer';
import { TemplateGallery } from './template-gallery';

function Harness() {
  const [selected, setSelected] = useState<string | null>(null);
  return <TemplateGallery selectedId={selected} onSelect={setSelected} />;
}

const cards = () => within(screen.getByRole('list', { name: 'Templates' })).getAllByTestId('template-card');

beforeEach(() => stubIntersectionObserver(4));
afterEach(() => vi.unstubAllGlobals());

describe('TemplateGallery', () => {
  it('offers All plus every category and filters the cards by category', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const chips = within(screen.getByRole('group', { name: 'Filter templates by category' })).getAllByRole(
      'button',
    );
    expect(chips.map((c) => c.textContent)).toEqual(['All', ...TEMPLATE_CATEGORIES]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(TEMPLATES.length);

    const category = TEMPLATES[TEMPLATES.length - 1]!.category;
    await user.click(screen.getByRole('button', { name: category }));
    const expected = TEMPLATES.filter((t) => t.category === category).map((t) => t.name);
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(expected);
    expect(screen.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks the chosen card with a check and shows the badges', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByTestId('selected-check')).not.toBeInTheDocument();
    const [first, second] = TEMPLATES;
    await user.click(screen.getByRole('button', { name: second!.name }));
    const chosen = screen.getByRole('button', { name: second!.name });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(within(chosen).getByTestId('selected-check')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: first!.name })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByTestId('selected-check')).toHaveLength(1);

    for (const [flag, label] of [
      ['isNew', 'New'],
      ['isPremium', 'Premium'],
      ['isAnimated', 'Animated'],
    ] as const) {
      const count = TEMPLATES.filter((t) => t[flag]).length;
      expect(screen.queryAllByText(label, { selector: 'span' })).toHaveLength(count);
    }
  });

  it('draws the cards near the view as sandboxed live previews, the others later', async () => {
    render(<Harness />);
    const frame = await within(cards()[0]!).findByTitle(`${TEMPLATES[0]!.name} preview`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveClass('pointer-events-none');
    expect(frame.getAttribute('srcdoc')).toContain('Maya Fernandes');
    expect(document.querySelectorAll('iframe')).toHaveLength(4);
    expect(within(cards()[4]!).queryByTitle(/preview/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll templates left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll templates right' })).toBeInTheDocument();
  });
});
