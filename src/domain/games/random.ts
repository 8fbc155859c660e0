import type { Random } from './types';

/** Fisher-Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  return shuffle(items, random).slice(0, count);
}

/**
 * The letters of `word` in another order, never the word itself. A bad random source (or an
 * unlucky draw) falls back to a rotation, which differs whenever the letters are not all equal.
 */
export function scrambleWord(word: string, random: Random): string {
  const letters = word.split('');
  if (new Set(letters).size < 2) return word;
  for (let attempt = 0; attempt < 10; attempt++) {
    const candidate = shuffle(letters, random).join('');
    if (candidate !== word) return candidate;
  }
  for (let k = 1; k < letters.length; k++) {
    const rotated = word.slice(k) + word.slice(0, k);
    if (rotated !== word) return rotated;
  }
  return word;
}

/** A small deterministic generator (mulberry32) for tests and reproducible games. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
