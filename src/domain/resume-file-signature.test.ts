import { describe, expect, it } from 'vitest';
import { isPlainText, sniffKind } from './resume-file-signature';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('sniffKind', () => {
  it('knows PDF and zip by their magic bytes', () => {
    expect(sniffKind(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe('zip');
  });

  it('knows an OLE compound file (Word 97-2003 .doc) by its signature, whatever follows', () => {
    const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    expect(sniffKind(new Uint8Array([...ole, 0, 0, 0]))).toBe('ole');
    // Seven of the eight bytes are not the signature: binary, so nothing we read.
    expect(sniffKind(new Uint8Array([...ole.slice(0, 7), 0]))).toBeNull();
  });

  it('takes valid UTF-8 without NUL bytes as text', () => {
    expect(sniffKind(bytes('Jordan Rivera — Data Analyst ✓'))).toBe('text');
    expect(isPlainText(new Uint8Array([0x41, 0x00, 0x42]))).toBe(false);
    expect(sniffKind(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toBeNull();
    expect(sniffKind(new Uint8Array([0xc3, 0x28]))).toBeNull();
  });
});
