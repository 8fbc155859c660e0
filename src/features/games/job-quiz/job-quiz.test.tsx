import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_QUESTIONS } from '@/domain/games/content/quiz-questions';
import { QUIZ_ADVANCE_MS } from '@/domain/games/job-quiz';
import { seededRandom } from '@/domain/games/random';
import { advance } from '../testing/timers';
import { JobQuiz } from './job-quiz';

function current() {
  const group = screen.getByRole('group');
  const text = document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent;
  return QUIZ_QUESTIONS.find((q) => q.question === text)!;
}
function answer(right: boolean) {
  const q = current();
  const option = right ? q.correctAnswer : (q.correctAnswer + 1) % q.options.length;
  fireEvent.click(screen.getByRole('button', { name: q.options[option] }));
  return q;
}

describe('Job Quiz', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<JobQuiz random={seededRandom(8)} />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives feedback and auto-advances after exactly 1.5 s', () => {
    expect(QUIZ_ADVANCE_MS).toBe(1500);
    expect(screen.getByText('Question: 1 of 5')).toBeInTheDocument();
    answer(true);
    expect(screen.getByText('Correct!')).toBeInTheDocument();
    advance(1_499);
    expect(screen.getByText('Question: 1 of 5')).toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Question: 2 of 5')).toBeInTheDocument();
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument();
  });

  it('shows the right answer after a wrong pick and ignores a second pick', () => {
    const q = answer(false);
    expect(screen.getByText(`Wrong. The answer is: ${q.options[q.correctAnswer]}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: q.options[q.correctAnswer] }));
    advance(QUIZ_ADVANCE_MS);
    expect(screen.getByText('Question: 2 of 5')).toBeInTheDocument();
    for (let i = 0; i < 4; i++) {
      answer(true);
      advance(QUIZ_ADVANCE_MS);
    }
    expect(screen.getByText('You scored 4/5')).toBeInTheDocument();
  });

  it('shows "You scored N/5" after 5 questions and can play again', () => {
    const seen = new Set<string>();
    [true, false, true, true, false].forEach((right) => {
      seen.add(answer(right).question);
      advance(QUIZ_ADVANCE_MS);
    });
    expect(seen.size).toBe(5);
    expect(screen.getByText('You scored 3/5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByText('Question: 1 of 5')).toBeInTheDocument();
  });
});
