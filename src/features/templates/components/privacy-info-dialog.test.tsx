import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyInfoDialog } from './privacy-info-dialog';

function renderDialog(open = true) {
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <PrivacyInfoDialog open={open} onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
}

describe('PrivacyInfoDialog', () => {
  it("is titled 'Privacy Information' and says how uploads are treated", () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Privacy Information' });
    expect(dialog).toHaveTextContent(/only its text is sent/);
    expect(dialog).toHaveTextContent(/private folder only your account can use/);
    expect(dialog).toHaveTextContent(/processed to match its style and then deleted: it is not stored/);
    expect(dialog).toHaveTextContent(/kept in your history/);
  });

  it('links to the privacy policy and the terms', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Privacy Information' });
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it("closes with 'I Understand'", async () => {
    const onClose = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
