import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_WORDS } from '@/domain/games/content/words';
import { seededRandom } from '@/domain/games/random';
import { advance } from '../testing/timers';
import { WordChallenge } from './word-challenge';

/** The word on screen is the group's label; its meaning comes from the content. */
function currentItem() {
  const group = screen.getByRole('group');
  const word = document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent;
  return CHALLENGE_WORDS.find((w) => w.word === word)!;
}
const pickRight = () => fireEvent.click(screen.getByRole('button', { name: currentItem().meaning }));
function pickWrong() {
  const item = currentItem();
  fireEvent.click(screen.getByRole('button', { name: item.options.find((o) => o !== item.meaning)! }));
}

describe('Word Challenge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a word with 4 meaning options', () => {
    render(<WordChallenge random={seededRandom(1)} />);
    expect(screen.getByText('Word: 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('group').querySelectorAll('button')).toHaveLength(4);
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
  });

  it('builds the streak with correct picks and resets it on a wrong pick', () => {
    render(<WordChallenge random={seededRandom(2)} />);
    pickRight();
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    pickRight();
    pickRight();
    expect(screen.getByText('Score: 3')).toBeInTheDocument();
    expect(screen.getByText('Streak: 3')).toBeInTheDocument();
    const missed = currentItem();
    pickWrong();
    expect(screen.getByText('Streak: 0')).toBeInTheDocument();
    expect(screen.getByText('Score: 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Not quite. “${missed.word}” means: ${missed.meaning}.`,
    );
  });

  it('a 30 s time-out moves to the next word and resets the streak', () => {
    render(<WordChallenge random={seededRandom(3)} />);
    pickRight();
    pickRight();
    expect(screen.getByText('Streak: 2')).toBeInTheDocument();
    const timedOut = currentItem();
    advance(29_000);
    expect(screen.getByText('Word: 3 of 10')).toBeInTheDocument();
    expect(screen.getByText('Streak: 2')).toBeInTheDocument();
    advance(1_000);
    expect(screen.getByText('Word: 4 of 10')).toBeInTheDocument();
    expect(screen.getByText('Streak: 0')).toBeInTheDocument();
    expect(screen.getByText('Score: 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Time's up! “${timedOut.word}” means`);
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
  });

  it('a pick restarts the 30 s clock for the next word', () => {
    render(<WordChallenge random={seededRandom(4)} />);
    advance(20_000);
    pickRight();
    advance(20_000);
    expect(screen.getByText('Word: 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:10');
  });

  it('gives every word whole 30 s even when the previous one was answered mid-second', () => {
    render(<WordChallenge random={seededRandom(7)} />);
    advance(500);
    pickRight();
    advance(29_999);
    expect(screen.getByText('Word: 2 of 10')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Word: 3 of 10')).toBeInTheDocument();
  });

  it('ends after 10 words with the final score and best streak, and can restart', () => {
    render(<WordChallenge random={seededRandom(5)} />);
    for (let i = 0; i < 4; i++) pickRight();
    pickWrong();
    for (let i = 0; i < 3; i++) pickRight();
    advance(30_000); // the 9th word times out
    pickRight();
    expect(screen.getByText('Final score: 8/10')).toBeInTheDocument();
    expect(screen.getByText('Best streak: 4')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('Final score: 8/10')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByText('Word: 1 of 10')).toBeInTheDocument();
    expect(screen.getByText('Score: 0')).toBeInTheDocument();
  });

  it('ten time-outs end the game with a score of 0', () => {
    render(<WordChallenge random={seededRandom(6)} />);
    advance(300_000);
    expect(screen.getByText('Final score: 0/10')).toBeInTheDocument();
    expect(screen.getByText('Best streak: 0')).toBeInTheDocument();
  });
});
