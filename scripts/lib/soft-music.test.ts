import { describe, expect, it } from 'vitest';
import { softMusic, wavBytes } from './soft-music';

describe('softMusic', () => {
  it('is quiet, fades in and out, and never clips', () => {
    const s = softMusic(6, 8000);
    expect(s.length).toBe(48_000);
    const peak = s.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(0.02);
    expect(peak).toBeLessThan(0.3);
    expect(Math.abs(s[0]!)).toBe(0);
    expect(Math.abs(s[s.length - 1]!)).toBe(0);
  });

  it('writes a mono 16-bit WAV', () => {
    const wav = wavBytes(new Float32Array([0, 1, -1]), 8000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.length).toBe(44 + 6);
    expect(wav.readInt16LE(46)).toBe(32767);
  });
});
