/**
 * Which Angel build suits the visitor's computer, from what the browser tells us. Pure: the
 * browser-reading half lives in src/components/angel-download/read-platform-signals.ts.
 *
 * Why several signals: every Mac browser says "Intel Mac OS X" in its user agent, whatever the
 * chip. Chromium reports the CPU architecture through User-Agent Client Hints; other browsers
 * leak it only through WebGL (the GPU name, or ASTC textures, which Apple-silicon GPUs support
 * and Intel Macs do not). When nothing is conclusive we recommend nothing and show every build.
 */
import type { AngelBuildId } from './angel-builds';

export interface PlatformSignals {
  userAgent: string;
  /** navigator.userAgentData.platform (Chromium), e.g. 'macOS', 'Windows', 'Linux', 'Android'. */
  uaPlatform?: string;
  /** High-entropy client hint: 'arm' or 'x86' (Chromium). */
  uaArchitecture?: string;
  /** navigator.userAgentData.mobile. */
  uaMobile?: boolean;
  /** navigator.maxTouchPoints: iPads ask for the desktop site with a Mac user agent. */
  maxTouchPoints?: number;
  /** WEBGL_debug_renderer_info's unmasked renderer, e.g. 'ANGLE (Apple, Apple M2, OpenGL 4.1)'. */
  webglRenderer?: string;
  /** Whether WebGL offers WEBGL_compressed_texture_astc. */
  webglAstc?: boolean;
}

export type DetectedOs = 'windows' | 'mac' | 'linux' | 'mobile' | 'unknown';
export type DetectedArch = 'arm' | 'x86' | 'unknown';

export interface DetectedPlatform {
  os: DetectedOs;
  arch: DetectedArch;
}

function detectOs(s: PlatformSignals): DetectedOs {
  const ua = s.userAgent;
  const hint = (s.uaPlatform ?? '').toLowerCase();
  if (s.uaMobile || /android|iphone|ipad|ipod|mobile/i.test(ua) || hint === 'android' || hint === 'ios') {
    return 'mobile';
  }
  if (/windows/i.test(hint) || /windows nt/i.test(ua)) return 'windows';
  if (hint === 'macos' || /macintosh|mac os x/i.test(ua)) {
    // iPadOS Safari sends a Mac user agent; a Mac has no touch screen.
    return (s.maxTouchPoints ?? 0) > 1 ? 'mobile' : 'mac';
  }
  if (/cros/i.test(ua) || hint === 'chrome os' || hint === 'chromeos') return 'unknown';
  if (hint === 'linux' || /linux|x11/i.test(ua)) return 'linux';
  return 'unknown';
}

function archFromWebgl(s: PlatformSignals): DetectedArch {
  const gpu = (s.webglRenderer ?? '').toLowerCase();
  if (/apple m\d/.test(gpu)) return 'arm';
  if (/intel|amd|radeon|nvidia|geforce/.test(gpu)) return 'x86';
  if (s.webglAstc === true) return 'arm';
  return 'unknown';
}

function detectArch(s: PlatformSignals, os: DetectedOs): DetectedArch {
  const hint = (s.uaArchitecture ?? '').toLowerCase();
  if (hint === 'arm') return 'arm';
  if (hint === 'x86') return 'x86';
  if (/aarch64|arm64|armv\d/i.test(s.userAgent)) return 'arm';
  if (os === 'mac') return archFromWebgl(s);
  if (/x86_64|x86-64|win64|wow64|amd64|x64|i686/i.test(s.userAgent)) return 'x86';
  return 'unknown';
}

export function detectPlatform(signals: PlatformSignals): DetectedPlatform {
  const os = detectOs(signals);
  if (os === 'mobile' || os === 'unknown') return { os, arch: 'unknown' };
  return { os, arch: detectArch(signals, os) };
}

/**
 * The build to recommend, or null to show every build equally. Windows on ARM runs the x64
 * installer under emulation, so any Windows gets it; a Mac or Linux machine needs its chip known.
 */
export function recommendBuild({ os, arch }: DetectedPlatform): AngelBuildId | null {
  if (os === 'windows') return 'windows';
  if (os === 'mac') return arch === 'arm' ? 'mac-silicon' : arch === 'x86' ? 'mac-intel' : null;
  if (os === 'linux') return arch === 'arm' ? 'linux-arm-appimage' : arch === 'x86' ? 'linux-appimage' : null;
  return null;
}
