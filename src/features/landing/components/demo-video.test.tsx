import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DemoVideo } from './demo-video';

function renderVideo(src = '/media/demo.mp4', captions: string | null = '/media/demo.en.vtt') {
  render(
    <MemoryRouter>
      <DemoVideo src={src} captions={captions} title="Angel AI demo" />
    </MemoryRouter>,
  );
}

const video = () => screen.getByLabelText('Angel AI demo') as HTMLVideoElement;

describe('DemoVideo', () => {
  it('starts muted and inline with English captions, loading nothing until played', () => {
    renderVideo();
    expect(video().tagName).toBe('VIDEO');
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('playsinline');
    expect(video()).toHaveAttribute('preload', 'none');
    expect(video()).toHaveAttribute('src', '/media/demo.mp4');
    const track = video().querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/demo.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('default');
    expect(screen.getByRole('button', { name: 'Unmute demo video' })).not.toHaveAttribute('aria-pressed');
  });

  it('names what the toggle will do, follows the native controls too', () => {
    renderVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute demo video' }));
    expect(video().muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mute demo video' }));
    expect(video().muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute demo video' })).toBeInTheDocument();

    video().muted = false;
    fireEvent(video(), new Event('volumechange'));
    expect(screen.getByRole('button', { name: 'Mute demo video' })).toBeInTheDocument();
  });

  it('has no captions track when none is given', () => {
    renderVideo('https://videos.jobkit.dev/demo.mp4', null);
    expect(video().querySelector('track')).toBeNull();
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
    expect(screen.queryByRole('button', { name: /mute demo video/i })).toBeNull();
    expect(screen.getByRole('note')).toBeInTheDocument();
  });
});
