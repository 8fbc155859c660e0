import { describe, expect, it } from 'vitest';
import { appImageCommand, checksumCommand, debCommand, isSha256, shellQuote } from './angel-builds';

const appImage = {
  url: 'https://downloads.example.app/angel/4.0.5/Angel-AI-4.0.5-x86_64.AppImage',
  fileName: 'Angel-AI-4.0.5-x86_64.AppImage',
};

describe('Angel install commands', () => {
  it('downloads, marks executable and runs the AppImage under its own name', () => {
    expect(appImageCommand(appImage)).toBe(
      'wget -O Angel-AI-4.0.5-x86_64.AppImage https://downloads.example.app/angel/4.0.5/Angel-AI-4.0.5-x86_64.AppImage' +
        ' && chmod +x Angel-AI-4.0.5-x86_64.AppImage && ./Angel-AI-4.0.5-x86_64.AppImage',
    );
  });

  it('installs a .deb through apt from the current folder', () => {
    expect(
      debCommand({ url: 'https://dl.test/angel_4.0.5_amd64.deb', fileName: 'angel_4.0.5_amd64.deb' }),
    ).toBe(
      'wget -O angel_4.0.5_amd64.deb https://dl.test/angel_4.0.5_amd64.deb && sudo apt install ./angel_4.0.5_amd64.deb',
    );
  });

  it('quotes names and addresses the shell would split or expand', () => {
    expect(shellQuote('Angel AI.AppImage')).toBe("'Angel AI.AppImage'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('https://dl.test/a?x=1&y=2')).toBe("'https://dl.test/a?x=1&y=2'");
    expect(appImageCommand({ url: 'https://dl.test/a b', fileName: 'a b' })).toBe(
      "wget -O 'a b' 'https://dl.test/a b' && chmod +x 'a b' && ./'a b'",
    );
  });

  it('gives each OS its own checksum command', () => {
    expect(checksumCommand('linux', 'a.AppImage')).toBe('sha256sum a.AppImage');
    expect(checksumCommand('mac', 'a.dmg')).toBe('shasum -a 256 a.dmg');
    expect(checksumCommand('windows', 'a.exe')).toBe('Get-FileHash .\\a.exe -Algorithm SHA256');
  });

  it('shows only real SHA-256 values', () => {
    expect(isSha256('a'.repeat(64))).toBe(true);
    expect(isSha256('')).toBe(false);
    expect(isSha256('PLACEHOLDER')).toBe(false);
    expect(isSha256('g'.repeat(64))).toBe(false);
  });
});
