import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '@/domain/games/random';
import { advance } from '../testing/timers';
import { InterviewSim } from './interview-sim';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const answerBox = () => screen.getByLabelText('Your answer');
const clock = () => screen.getByRole('timer');

describe('Interview Sim', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 120 s, then shows "Time\'s up!" and locks the answer', () => {
    render(<InterviewSim random={seededRandom(1)} />);
    expect(clock()).toHaveTextContent('2:00');
    fireEvent.change(answerBox(), { target: { value: 'I led a team' } });

    advance(119_000);
    expect(clock()).toHaveTextContent('0:01');
    expect(screen.queryByText("Time's up!")).not.toBeInTheDocument();
    expect(answerBox()).not.toHaveAttribute('readonly');

    advance(1_000);
    expect(clock()).toHaveTextContent('0:00');
    expect(screen.getByText("Time's up!")).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('readonly');
    fireEvent.change(answerBox(), { target: { value: 'I led a team of five' } });
    expect(answerBox()).toHaveValue('I led a team');

    advance(10_000);
    expect(clock()).toHaveTextContent('0:00');
  });

  it('announces the time only at thresholds, politely', () => {
    render(<InterviewSim random={seededRandom(1)} />);
    const live = () => clock().parentElement!.querySelector('[aria-live="polite"]')!;
    advance(59_000);
    expect(live()).toHaveTextContent('');
    advance(1_000);
    expect(live()).toHaveTextContent('60 seconds left');
    advance(29_000);
    expect(live()).toHaveTextContent('60 seconds left');
    advance(1_000);
    expect(live()).toHaveTextContent('30 seconds left');
    advance(20_000);
    expect(live()).toHaveTextContent('10 seconds left');
  });

  it.each([
    [10, 20],
    [49, 98],
    [50, 100],
    [80, 100],
  ])('scores %i words as %i (2 per word, at most 100)', (n, score) => {
    render(<InterviewSim random={seededRandom(2)} />);
    fireEvent.change(answerBox(), { target: { value: words(n) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(`Score: ${score}/100`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(answerBox()).toHaveAttribute('readonly');
  });

  it('still scores a locked answer after time is up', () => {
    render(<InterviewSim random={seededRandom(3)} />);
    fireEvent.change(answerBox(), { target: { value: words(7) } });
    advance(120_000);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Score: 14/100')).toBeInTheDocument();
  });

  it('Next question brings a new question with a fresh clock and an empty answer', () => {
    render(<InterviewSim random={seededRandom(4)} />);
    const first = screen.getByLabelText('Your answer').getAttribute('aria-describedby')!;
    const firstText = document.getElementById(first)!.textContent;
    fireEvent.change(answerBox(), { target: { value: 'draft' } });
    advance(120_000);
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(document.getElementById(first)!.textContent).not.toBe(firstText);
    expect(clock()).toHaveTextContent('2:00');
    expect(answerBox()).toHaveValue('');
    expect(answerBox()).not.toHaveAttribute('readonly');
    expect(screen.queryByText("Time's up!")).not.toBeInTheDocument();
  });

  it('shows the question category and tips', () => {
    render(<InterviewSim random={seededRandom(5)} />);
    expect(screen.getByText('Tips')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
