import { site } from '@/config/site';
import type { Detection } from './use-detected-platform';

const CHIP: Record<Detection['arch'], string> = { arm: 'ARM', x86: 'x64', unknown: '' };

function describe({ os, arch }: Detection, published: boolean): string | null {
  if ((os === 'windows' || os === 'mac' || os === 'linux') && !published) {
    // Nothing to highlight: the page says so rather than point at a disabled button.
    return `It looks like you are on ${os === 'mac' ? 'a Mac' : os === 'windows' ? 'Windows' : 'Linux'}: its download is not available yet.`;
  }
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
    // The browser version is offered only where its address is configured.
    return `Angel AI installs on Windows, macOS and Linux computers. Open this page on your computer${
      site.angelWebUrl ? ', or use the browser version' : ''
    }.`;
  }
  return null;
}

/**
 * One sentence on what we detected; empty when we could not tell. The live region is there from
 * the first paint, one line high, so the sentence is announced when it arrives and the page
 * moves less (the panel puts it under the cards, where a longer one shifts nothing on screen).
 */
export function DetectionNote({
  detection,
  published,
}: {
  detection: Detection;
  /** Whether the build the page would highlight for this platform is published. */
  published: boolean;
}) {
  return (
    <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-300">
      {describe(detection, published)}
    </p>
  );
}
