import { describe, expect, it } from 'vitest';
import { detectPlatform, recommendBuild, type PlatformSignals } from './angel-platform';

const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxX64: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  linuxArm:
    'Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linuxPlain: 'Mozilla/5.0 (X11; Linux) Gecko/20100101 Firefox/127.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
};

const recommend = (s: PlatformSignals) => recommendBuild(detectPlatform(s));

describe('detectPlatform and recommendBuild', () => {
  it('recommends the Windows installer on any Windows', () => {
    expect(detectPlatform({ userAgent: UA.windowsChrome })).toEqual({ os: 'windows', arch: 'x86' });
    expect(recommend({ userAgent: UA.windowsChrome, uaArchitecture: 'arm' })).toBe('windows');
  });

  it('tells the Mac chip from the client-hint architecture (Chromium)', () => {
    expect(recommend({ userAgent: UA.mac, uaPlatform: 'macOS', uaArchitecture: 'arm' })).toBe('mac-silicon');
    expect(recommend({ userAgent: UA.mac, uaPlatform: 'macOS', uaArchitecture: 'x86' })).toBe('mac-intel');
  });

  it('falls back to the WebGL renderer name, since every Mac user agent says Intel', () => {
    expect(
      recommend({ userAgent: UA.mac, webglRenderer: 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2 Pro)' }),
    ).toBe('mac-silicon');
    expect(recommend({ userAgent: UA.mac, webglRenderer: 'Intel(R) Iris(TM) Plus Graphics 655' })).toBe(
      'mac-intel',
    );
    expect(recommend({ userAgent: UA.mac, webglRenderer: 'AMD Radeon Pro 5500M OpenGL Engine' })).toBe(
      'mac-intel',
    );
  });

  it('uses ASTC texture support when Safari masks the GPU as "Apple GPU"', () => {
    expect(recommend({ userAgent: UA.mac, webglRenderer: 'Apple GPU', webglAstc: true })).toBe('mac-silicon');
  });

  it('recommends nothing for a Mac whose chip cannot be told', () => {
    expect(detectPlatform({ userAgent: UA.mac, webglRenderer: 'Apple GPU', webglAstc: false })).toEqual({
      os: 'mac',
      arch: 'unknown',
    });
    expect(recommend({ userAgent: UA.mac })).toBeNull();
  });

  it('picks the Linux AppImage by architecture', () => {
    expect(recommend({ userAgent: UA.linuxX64 })).toBe('linux-appimage');
    expect(recommend({ userAgent: UA.linuxArm })).toBe('linux-arm-appimage');
    expect(recommend({ userAgent: UA.linuxPlain, uaPlatform: 'Linux', uaArchitecture: 'arm' })).toBe(
      'linux-arm-appimage',
    );
    expect(detectPlatform({ userAgent: UA.linuxPlain })).toEqual({ os: 'linux', arch: 'unknown' });
    expect(recommend({ userAgent: UA.linuxPlain })).toBeNull();
  });

  it('treats phones, tablets and ChromeOS as having no desktop build', () => {
    expect(detectPlatform({ userAgent: UA.android }).os).toBe('mobile');
    expect(detectPlatform({ userAgent: UA.iphone }).os).toBe('mobile');
    expect(detectPlatform({ userAgent: UA.mac, maxTouchPoints: 5 }).os).toBe('mobile');
    expect(detectPlatform({ userAgent: UA.windowsChrome, uaMobile: true }).os).toBe('mobile');
    expect(detectPlatform({ userAgent: UA.chromeOs }).os).toBe('unknown');
    expect(recommend({ userAgent: UA.android })).toBeNull();
    expect(recommend({ userAgent: '' })).toBeNull();
  });
});
