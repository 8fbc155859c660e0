import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DemoVideo } from './demo-video';

function renderVideo(src = 'https://videos.example.test/demo.mp4') {
  render(
    <MemoryRouter>
      <DemoVideo src={src} title="Angel AI demo" />
    </MemoryRouter>,
  );
}

const video = () => screen.getByLabelText('Angel AI demo') as HTMLVideoElement;

describe('DemoVideo', () => {
  it('starts muted and inline, loading nothing until played', () => {
    renderVideo();
    expect(video().tagName).toBe('VIDEO');
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('playsinline');
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video()).toHaveAttribute('src', 'https://videos.example.test/demo.mp4');
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns the sound on and off with the toggle, and follows the native controls', () => {
    renderVideo();
    const toggle = screen.getByRole('button', { name: 'Mute' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(video().muted).toBe(false);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(video().muted).toBe(true);

    video().muted = false;
    fireEvent(video(), new Event('volumechange'));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a message and a link to /angel when the video cannot load', () => {
    renderVideo();
    fireEvent.error(video());
    expect(screen.queryByLabelText('Angel AI demo')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('The demo video is not available right now.');
    expect(screen.getByRole('link', { name: 'See Angel AI on its own page' })).toHaveAttribute(
      'href',
      '/angel',
    );
  });

  it('shows the same message when no video is configured', () => {
    renderVideo('');
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(screen.getByRole('note')).toBeInTheDocument();
  });
});
