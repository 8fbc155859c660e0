import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed';

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

  it('shows nothing for empty, broken, non-web or id-less YouTube addresses', () => {
    expect(videoEmbed('')).toBeNull();
    expect(videoEmbed('not a url')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch')).toBeNull();
    expect(videoEmbed('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
