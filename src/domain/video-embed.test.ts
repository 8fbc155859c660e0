import { describe, expect, it } from 'vitest';
import { videoEmbed, youtubeVideoId } from './video-embed';

describe('videoEmbed', () => {
  it('turns every YouTube link form into a youtube-nocookie embed', () => {
    const embed = { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoEmbed('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
  });

  it('plays any other web address as a video file', () => {
    expect(videoEmbed('https://cdn.test/demo.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.test/demo.mp4',
    });
  });

  it('plays a file of this site by its path, never a protocol-relative address', () => {
    expect(videoEmbed('/media/angel-walkthrough.mp4')).toEqual({
      kind: 'file',
      src: '/media/angel-walkthrough.mp4',
    });
    expect(videoEmbed('//evil.test/x.mp4')).toBeNull();
  });

  it('reads a YouTube id from a link or a bare id', () => {
    expect(youtubeVideoId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('jobkitGuide01x')).toBeNull();
    expect(youtubeVideoId('https://cdn.test/demo.mp4')).toBeNull();
    expect(youtubeVideoId('')).toBeNull();
  });

  it('shows nothing for empty, broken, non-web or id-less YouTube addresses', () => {
    expect(videoEmbed('')).toBeNull();
    expect(videoEmbed('not a url')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
