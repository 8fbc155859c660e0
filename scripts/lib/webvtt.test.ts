import { describe, expect, it } from 'vitest';
import { toWebVtt, vttTime } from './webvtt';

describe('toWebVtt', () => {
  it('writes numbered cues with WebVTT times', () => {
    expect(vttTime(83.25)).toBe('00:01:23.250');
    expect(vttTime(3725.5)).toBe('01:02:05.500');
    expect(
      toWebVtt([
        { start: 0, end: 2.5, text: 'JobKit & Angel' },
        { start: 2.5, end: 2.5, text: 'empty, left out' },
        { start: 2.5, end: 4, text: 'a <b> --> c' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nJobKit &amp; Angel\n\n2\n00:00:02.500 --> 00:00:04.000\na &lt;b> --&gt; c\n',
    );
  });
});
