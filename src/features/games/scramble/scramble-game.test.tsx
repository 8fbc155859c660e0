import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRAMBLE_WORDS } from '@/domain/games/content/scramble-words';
import { seededRandom } from '@/domain/games/random';
import { buildScrambleQueue } from '@/domain/games/scramble';
import { advance } from '../testing/timers';
import { ScrambleGame } from './scramble-game';

const SEED = 21;
const queue = () => buildScrambleQueue(SCRAMBLE_WORDS, seededRandom(SEED));
const shown = () => screen.getByTestId('scrambled-word').textContent!;
const sorted = (w: string) => [...w].sort().join('');

function guess(text: string) {
  fireEvent.change(screen.getByLabelText('Your guess'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('Scramble', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a word from the list of 20, scrambled and never equal to the original', () => {
    expect(SCRAMBLE_WORDS).toHaveLength(20);
    for (let seed = 0; seed < 30; seed++) {
      const { unmount } = render(<ScrambleGame random={seededRandom(seed)} />);
      const original = SCRAMBLE_WORDS.find((w) => sorted(w.word) === sorted(shown()));
      expect(original).toBeDefined();
      expect(shown()).not.toBe(original!.word);
      unmount();
    }
  });

  it('a correct guess scores and brings the next word; a wrong one keeps the word', () => {
    render(<ScrambleGame random={seededRandom(SEED)} />);
    const [first, second] = queue();
    expect(shown()).toBe(first!.scrambled);
    guess('WRONG');
    expect(screen.getByText('Not quite, try again.')).toBeInTheDocument();
    expect(shown()).toBe(first!.scrambled);
    guess(first!.word.toLowerCase());
    expect(screen.getByText('Score: 1')).toBeInTheDocument();
    expect(screen.getByText('Correct! Next word.')).toBeInTheDocument();
    expect(shown()).toBe(second!.scrambled);
    expect(screen.getByLabelText('Your guess')).toHaveValue('');
  });

  it('ends the round at 30 s with the score, then restarts', () => {
    render(<ScrambleGame random={seededRandom(SEED)} />);
    guess(queue()[0]!.word);
    advance(29_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(screen.getByLabelText('Your guess')).toBeInTheDocument();
    advance(1_000);
    expect(screen.queryByLabelText('Your guess')).not.toBeInTheDocument();
    expect(screen.getByText("Time's up!")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Time's up! You unscrambled 1 word.");
    expect(screen.getByText('Score: 1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
  });

  it('Skip moves on without scoring', () => {
    render(<ScrambleGame random={seededRandom(SEED)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(shown()).toBe(queue()[1]!.scrambled);
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
  });
});
