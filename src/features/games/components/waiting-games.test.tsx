import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '@/domain/games/random';
import { WaitingGames } from './waiting-games';

const NAMES = ['Career Path', 'Interview Sim', 'Job Quiz', 'Memory', 'Word Challenge', 'Scramble'];
const panelHeading = () => screen.getByRole('tabpanel').querySelector('h3')!;

describe('WaitingGames', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the six games as tabs, Career Path first, and no links out of the overlay', () => {
    render(<WaitingGames random={seededRandom(1)} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(NAMES);
    expect(screen.getByRole('tab', { name: 'Career Path' })).toHaveAttribute('aria-selected', 'true');
    expect(panelHeading()).toHaveTextContent('Career Path');
    for (const name of NAMES) {
      fireEvent.click(screen.getByRole('tab', { name }));
      expect(panelHeading()).toHaveTextContent(name);
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
      expect(screen.queryAllByRole('link')).toHaveLength(0);
    }
  });

  it('switches games with the arrow keys, wrapping around', () => {
    render(<WaitingGames random={seededRandom(1)} />);
    const first = screen.getByRole('tab', { name: 'Career Path' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Interview Sim' })).toHaveFocus();
    expect(panelHeading()).toHaveTextContent('Interview Sim');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Scramble' })).toHaveAttribute('aria-selected', 'true');
    expect(panelHeading()).toHaveTextContent('Scramble');
  });

  it('only the chosen game runs: leaving a timed game stops its clock', () => {
    render(<WaitingGames random={seededRandom(1)} initialGame="scramble" />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    fireEvent.click(screen.getByRole('tab', { name: 'Career Path' }));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is playable with the keyboard alone', async () => {
    vi.useRealTimers(); // Career Path has no clock; user-event paces itself with real timers.
    const user = userEvent.setup();
    render(<WaitingGames random={seededRandom(1)} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Career Path' })).toHaveFocus();
    await user.tab(); // into the panel
    await user.tab(); // first skill
    for (let i = 0; i < 5; i++) {
      await user.keyboard('{Enter}');
      await user.tab();
    }
    expect(screen.getByText('Selected: 5/5')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Find Roles' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
