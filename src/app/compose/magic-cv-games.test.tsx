import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProcessingOverlay } from '@/features/magic-cv/components/processing-overlay';
import { magicCvGamesSlot } from './magic-cv-games';

describe('Magic CV games composition', () => {
  it('shows the six games inside the blocking processing overlay', () => {
    render(
      <ProcessingOverlay
        progress={{ client: 'server', usesFile: false, usesUrl: false, reported: null }}
        gamesSlot={magicCvGamesSlot}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enhancing your resume' });
    expect(within(dialog).getAllByRole('tab')).toHaveLength(6);
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });
});
