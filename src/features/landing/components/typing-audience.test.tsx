import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, preferReducedMotion } from '../testing/motion';
import { TYPING_MS } from '../lib/typing';
import { TypingAudience } from './typing-audience';

const FULL =
  'fresh graduates, software engineers, working professionals, sales representatives and career switchers';

describe('TypingAudience', () => {
  let undo = () => undefined as void;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    undo();
    vi.useRealTimers();
  });

  it('types the audience one letter at a time, hidden from screen readers, who get the whole list', async () => {
    const { container } = render(<TypingAudience />);
    const typed = screen.getByTestId('typed-audience');
    expect(typed).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('audience-list')).toHaveTextContent(FULL);
    expect(screen.getByTestId('audience-list')).toHaveClass('sr-only');
    // Nothing on the line is live: the keystrokes are never announced.
    expect(container.querySelector('[aria-live]')).toBeNull();

    expect(typed.textContent?.trim()).toBe('');
    await advance(TYPING_MS.type * 5);
    expect(typed).toHaveTextContent('fresh');
    await advance(TYPING_MS.type * 10 + TYPING_MS.hold + TYPING_MS.erase * 15);
    expect(typed.textContent).not.toContain('fresh graduates');
    await advance(TYPING_MS.gap + TYPING_MS.type * 9);
    expect(typed).toHaveTextContent('software');
  });

  it('shows the static list and types nothing when reduced motion is asked for', () => {
    undo = preferReducedMotion();
    render(<TypingAudience />);
    expect(screen.queryByTestId('typed-audience')).toBeNull();
    const list = screen.getByTestId('audience-list');
    expect(list).toHaveTextContent(FULL);
    expect(list).not.toHaveClass('sr-only');
    act(() => vi.advanceTimersByTime(10_000));
    expect(list).toHaveTextContent(FULL);
  });
});
