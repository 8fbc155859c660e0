/**
 * The corpus generator's only source of chance: pure-rand's xoroshiro128+ seeded from a string,
 * so one id always yields the same person and the same style on every machine.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Random {
  /** An integer in [from, to]. */
  int(from: number, to: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to n distinct items, in a random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** An item chosen with the given weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

/** FNV-1a over the seed's UTF-16 code units: a stable 32-bit number for the generator. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function seededRandom(seed: string): Random {
  const rng = xoroshiro128plus(hash(seed));
  const int = (from: number, to: number) => uniformInt(rng, from, to);
  const pick = <T>(items: readonly T[]): T => {
    if (!items.length) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  return {
    int,
    chance: (p) => int(0, 9999) < p * 10000,
    pick,
    sample(items, n) {
      const pool = [...items];
      const out: (typeof pool)[number][] = [];
      while (out.length < n && pool.length) out.push(pool.splice(int(0, pool.length - 1), 1)[0]!);
      return out;
    },
    weighted(items) {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let at = int(0, Math.max(0, Math.round(total * 1000) - 1)) / 1000;
      for (const [item, w] of items) {
        if (at < w) return item;
        at -= w;
      }
      return items[items.length - 1]![0];
    },
  };
}
