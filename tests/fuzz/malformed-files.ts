/**
 * Malformed files for the upload fuzz test, made deterministically from valid seeds: the same
 * seed number gives the same bytes on every run, so a failure can be replayed by its index.
 * Every family below is broken for certain (no mutation that could leave a valid file by luck),
 * except `truncated`, which a lenient reader may still partly read; the test says which is which.
 */
import { seededRandom } from '@/domain/games/random';

export type Family =
  | 'truncated'
  | 'header-then-garbage'
  | 'random-bytes'
  | 'empty-or-tiny'
  | 'other-type'
  | 'markup-with-magic'
  | 'huge-canvas';

export interface Malformed {
  family: Family;
  bytes: Uint8Array;
}

const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

function noise(r: () => number, n: number): Uint8Array {
  return Uint8Array.from({ length: n }, () => Math.floor(r() * 256));
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const ascii = (s: string) => new TextEncoder().encode(s);

/** A PNG that declares a width x height canvas (a decompression bomb's header), CRC and all. */
function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = new Uint8Array(25);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, 13);
  ihdr.set(ascii('IHDR'), 4);
  view.setUint32(8, width);
  view.setUint32(12, height);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return concat(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), ihdr);
}

/** A JPEG whose frame header declares a width x height picture, followed by no real data. */
function jpegHeader(width: number, height: number): Uint8Array {
  const sof = Uint8Array.of(0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3);
  return concat(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 16), ascii('JFIF\0'), new Uint8Array(9), sof);
}

/**
 * One malformed file made from `valid` (a real file of the kind the path expects) and `other`
 * (a real file of another kind), chosen by `seed`.
 */
export function malformed(seed: number, valid: Uint8Array, other: Uint8Array): Malformed {
  const r = seededRandom(seed);
  const family = (
    [
      'truncated',
      'header-then-garbage',
      'random-bytes',
      'empty-or-tiny',
      'other-type',
      'markup-with-magic',
      'huge-canvas',
    ] as const
  )[seed % 7]!;
  switch (family) {
    case 'truncated':
      // Cut somewhere in the first nine tenths: never the whole file.
      return { family, bytes: valid.slice(0, int(r, 1, Math.floor(valid.length * 0.9))) };
    case 'header-then-garbage':
      return { family, bytes: concat(valid.slice(0, int(r, 4, 24)), noise(r, int(r, 16, 6000))) };
    case 'random-bytes':
      return { family, bytes: noise(r, int(r, 1, 8000)) };
    case 'empty-or-tiny':
      return { family, bytes: valid.slice(0, int(r, 0, 3)) };
    case 'other-type':
      return { family, bytes: other };
    case 'markup-with-magic':
      // What the probe tried: a file that starts like the right kind and is really a web page.
      return {
        family,
        bytes: concat(valid.slice(0, int(r, 3, 8)), ascii(`<html><script>alert(${seed})</script></html>`)),
      };
    case 'huge-canvas': {
      const side = int(r, 20_000, 65_000);
      return {
        family,
        bytes: concat(r() < 0.5 ? pngHeader(side, side) : jpegHeader(side, side), noise(r, 64)),
      };
    }
  }
}
