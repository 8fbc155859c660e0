import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaitingGames } from '@/features/games/components/waiting-games';
import { GenerationWaitModal } from '@/features/templates/components/generation-wait-modal';

describe('Template generator games composition', () => {
  it('shows the six games inside the blocking wait modal, with no way to close it', () => {
    render(<GenerationWaitModal gamesSlot={<WaitingGames />} />);
    const dialog = screen.getByRole('dialog', {
      name: 'Template is being generated... Play a game while you wait!',
    });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Career Path', 'Interview Sim', 'Job Quiz', 'Memory', 'Word Challenge', 'Scramble']);
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });
});
