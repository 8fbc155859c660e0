/**
 * The demo walkthrough's sound (docs/product-rules.md 17): a quiet music-box arpeggio over a
 * four-chord loop, made here from sine tones so the project owns every sample of it. The video
 * has no narration; its captions say what is on screen.
 */
const CHORDS = [
  [261.63, 329.63, 392.0, 523.25], // C
  [220.0, 261.63, 329.63, 440.0], // A minor
  [174.61, 220.0, 261.63, 349.23], // F
  [196.0, 246.94, 293.66, 392.0], // G
];

/** Mono samples in [-1, 1]: one note every `step` seconds, each a decaying sine with a soft octave. */
export function softMusic(seconds: number, sampleRate = 48_000, step = 0.25): Float32Array {
  const out = new Float32Array(Math.ceil(seconds * sampleRate));
  const notes = Math.ceil(seconds / step);
  const noteLength = Math.round(1.6 * sampleRate);
  for (let n = 0; n < notes; n++) {
    const chord = CHORDS[Math.floor((n * step) / 2) % CHORDS.length]!;
    const freq = chord[[0, 1, 2, 3, 2, 1][n % 6]!]!;
    const start = Math.round(n * step * sampleRate);
    for (let i = 0; i < noteLength && start + i < out.length; i++) {
      const t = i / sampleRate;
      const attack = Math.min(1, t / 0.01);
      const env = attack * Math.exp(-3.2 * t);
      out[start + i]! +=
        env * (0.6 * Math.sin(2 * Math.PI * freq * t) + 0.15 * Math.sin(4 * Math.PI * freq * t));
    }
  }
  // Quiet, with a 1.5 s fade at each end.
  const fade = 1.5 * sampleRate;
  for (let i = 0; i < out.length; i++) {
    const edge = Math.min(1, i / fade, (out.length - 1 - i) / fade);
    out[i] = Math.max(-1, Math.min(1, out[i]! * 0.18 * edge));
  }
  return out;
}

/** 16-bit PCM WAV bytes of mono samples. */
export function wavBytes(samples: Float32Array, sampleRate = 48_000): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(sampleRate, 24);
  head.writeUInt32LE(sampleRate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}
