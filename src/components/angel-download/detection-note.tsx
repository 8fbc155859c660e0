import type { Detection } from './use-detected-platform';

const CHIP: Record<Detection['arch'], string> = { arm: 'ARM', x86: 'x64', unknown: '' };

function describe({ os, arch }: Detection): string | null {
  if (os === 'windows') return 'It looks like you are on Windows: the Windows installer is highlighted.';
  if (os === 'mac') {
    if (arch === 'arm')
      return 'It looks like you are on a Mac with Apple silicon: that build is highlighted.';
    if (arch === 'x86') return 'It looks like you are on an Intel Mac: that build is highlighted.';
    return 'It looks like you are on a Mac. Choose Apple silicon (M1 or later) or Intel (Apple menu > About This Mac tells you which).';
  }
  if (os === 'linux') {
    return arch === 'unknown'
      ? 'It looks like you are on Linux: choose the AppImage for your processor.'
      : `It looks like you are on Linux (${CHIP[arch]}): that AppImage is highlighted.`;
  }
  if (os === 'mobile') {
    return 'Angel AI installs on Windows, macOS and Linux computers. Open this page on your computer, or use the browser version.';
  }
  return null;
}

/** One sentence on what we detected; nothing at all when we could not tell. */
export function DetectionNote({ detection }: { detection: Detection }) {
  const text = describe(detection);
  if (!text) return null;
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
      {text}
    </p>
  );
}
