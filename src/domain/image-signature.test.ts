import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-signature';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffImage(bytes('GIF87a'))).toBe('gif');
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses anything else, including SVG, PDF, a RIFF that is not WebP and short input', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImage(bytes('%PDF-1.4'))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImage(bytes([0x89], 'PN'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
