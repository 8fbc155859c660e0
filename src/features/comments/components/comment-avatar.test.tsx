import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarTone, CommentAvatar, initialsOf } from './comment-avatar';

const PHOTO = 'https://lh3.googleusercontent.com/a/photo=s96-c';

describe('CommentAvatar', () => {
  it('shows the photo, and the initials on the author’s colour when it fails to load', () => {
    render(<CommentAvatar name="Ada Lovelace" photoURL={PHOTO} seed="u-1" />);
    const img = screen.getByTestId('comment-avatar-photo');
    expect(img).toHaveAttribute('src', PHOTO);
    fireEvent.error(img);
    const initials = screen.getByTestId('comment-avatar-initials');
    expect(initials).toHaveTextContent('AL');
    expect(initials.className).toContain(avatarTone('u-1'));
  });

  it('gives each person a stable colour of their own, readable in light and dark mode', () => {
    expect(avatarTone('u-1')).toBe(avatarTone('u-1'));
    const tones = new Set(['u-1', 'u-2', 'u-3', 'u-4', 'u-5', 'u-6'].map(avatarTone));
    expect(tones.size).toBeGreaterThan(1);
    for (const tone of tones)
      expect(tone).toMatch(/bg-\w+-100 text-\w+-[89]00 dark:bg-\w+-900 dark:text-\w+-100/);
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('  mary  ann  smith ')).toBe('MS');
    expect(initialsOf('')).toBe('?');
  });
});
