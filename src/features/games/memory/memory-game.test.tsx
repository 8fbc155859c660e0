import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_PAIRS } from '@/domain/games/content/memory-pairs';
import { buildDeck, MEMORY_FLIP_BACK_MS } from '@/domain/games/memory';
import { seededRandom } from '@/domain/games/random';
import { advance } from '../testing/timers';
import { MemoryGame } from './memory-game';

const SEED = 11;
const deck = () => buildDeck(MEMORY_PAIRS, seededRandom(SEED));
const cards = () => screen.getAllByRole('button', { name: /^Card \d+/ });
const card = (i: number) => cards()[i]!;
const pairOf = (pairId: string) => deck().flatMap((c, i) => (c.pairId === pairId ? [i] : []));

function mismatch() {
  const d = deck();
  const other = d.findIndex((c) => c.pairId !== d[0]!.pairId);
  return [0, other] as const;
}

describe('Memory', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<MemoryGame random={seededRandom(SEED)} />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('deals 12 pairs (24 cards), all face down', () => {
    expect(cards()).toHaveLength(24);
    expect(screen.getAllByRole('button', { name: /face down/ })).toHaveLength(24);
    expect(screen.getByText('Pairs: 0/12')).toBeInTheDocument();
  });

  it('turns a mismatch back after the delay and counts the move', () => {
    const [a, b] = mismatch();
    fireEvent.click(card(a));
    fireEvent.click(card(b));
    expect(card(a)).toHaveAccessibleName(`Card ${a + 1}: ${deck()[a]!.text}`);
    expect(card(b)).toHaveAccessibleName(`Card ${b + 1}: ${deck()[b]!.text}`);
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();

    // A third card is refused while the two are showing.
    const third = deck().findIndex((_, i) => i !== a && i !== b);
    fireEvent.click(card(third));
    expect(card(third)).toHaveAccessibleName(/face down/);

    advance(MEMORY_FLIP_BACK_MS - 1);
    expect(card(a)).not.toHaveAccessibleName(/face down/);
    advance(1);
    expect(card(a)).toHaveAccessibleName(/face down/);
    expect(card(b)).toHaveAccessibleName(/face down/);
  });

  it('keeps a matched pair face up', () => {
    const [a, b] = pairOf(MEMORY_PAIRS[0]!.id);
    fireEvent.click(card(a!));
    fireEvent.click(card(b!));
    advance(10_000);
    expect(card(a!)).toHaveAccessibleName(/, matched$/);
    expect(card(b!)).toHaveAccessibleName(/, matched$/);
    expect(screen.getByText('Pairs: 1/12')).toBeInTheDocument();
    fireEvent.click(card(a!));
    expect(screen.getByText('Moves: 1')).toBeInTheDocument();
  });

  it('shows the win message with the moves after all 12 pairs', () => {
    const [a, b] = mismatch();
    fireEvent.click(card(a));
    fireEvent.click(card(b));
    advance(MEMORY_FLIP_BACK_MS);
    for (const p of MEMORY_PAIRS) {
      const [x, y] = pairOf(p.id);
      fireEvent.click(card(x!));
      fireEvent.click(card(y!));
    }
    expect(screen.getByText('You won! All 12 pairs matched in 13 moves.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByText('Moves: 0')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /face down/ })).toHaveLength(24);
  });

  it('moves focus around the grid with the arrow keys', () => {
    card(0).focus();
    fireEvent.keyDown(card(0), { key: 'ArrowRight' });
    expect(card(1)).toHaveFocus();
    fireEvent.keyDown(card(1), { key: 'ArrowDown' });
    expect(card(5)).toHaveFocus();
  });
});
