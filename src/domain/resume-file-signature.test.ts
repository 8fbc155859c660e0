import { describe, expect, it } from 'vitest';
import { isPlainText, sniffKind } from './resume-file-signature';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('sniffKind', () => {
  it('knows PDF and zip by their magic bytes', () => {
    expect(sniffKind(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe('zip');
  });

  it('takes valid UTF-8 without NUL bytes as text', () => {
    expect(sniffKind(bytes('Jordan Rivera — Data Analyst ✓'))).toBe('text');
    expect(isPlainText(new Uint8Array([0x41, 0x00, 0x42]))).toBe(false);
    expect(sniffKind(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toBeNull();
    expect(sniffKind(new Uint8Array([0xc3, 0x28]))).toBeNull();
  });
});
