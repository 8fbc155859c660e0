import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  appImageCommand,
  debCommand,
  isPublished,
  type AngelBuild,
  type AngelRelease,
  type PublishedBuild,
} from '@/domain/angel-builds';
import { BuildFacts } from './build-facts';
import { CommandBox } from './command-box';
import { notAvailable } from './labels';

interface LinuxOption {
  build: AngelBuild;
  title: string;
  hint: string;
  command: (build: PublishedBuild) => string;
}

function linuxOptions(release: AngelRelease): LinuxOption[] {
  const { builds } = release;
  return [
    {
      build: builds['linux-appimage'],
      title: 'x64 AppImage',
      hint: 'Most PCs and laptops (Intel or AMD, x86_64).',
      command: appImageCommand,
    },
    {
      build: builds['linux-arm-appimage'],
      title: 'ARM AppImage',
      hint: 'ARM computers such as Raspberry Pi 5 or ARM laptops (arm64).',
      command: appImageCommand,
    },
    {
      build: builds['linux-deb'],
      title: '.deb package',
      hint: 'Debian, Ubuntu and their derivatives on x64, installed through apt.',
      command: debCommand,
    },
  ];
}

/** docs/product-rules.md 8.1: x64 and ARM AppImages with copyable terminal commands (plus our .deb). */
export function LinuxModal({
  open,
  release,
  onClose,
  onDownload,
  pending,
}: {
  open: boolean;
  release: AngelRelease;
  onClose: () => void;
  onDownload: (build: AngelBuild) => void;
  pending: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Download Angel AI for Linux" className="max-w-2xl">
      <div className="space-y-4 text-sm">
        <p className="text-slate-600 dark:text-slate-300">
          Download a build, or paste its command into a terminal to download, mark it executable and start it.
        </p>
        {linuxOptions(release).map(({ build, title, hint, command }) => (
          <section
            key={build.id}
            aria-label={title}
            className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
              </div>
              {isPublished(build) ? (
                <Button size="sm" disabled={pending} onClick={() => onDownload(build)}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download {title}
                </Button>
              ) : (
                <Button size="sm" variant="secondary" disabled>
                  {notAvailable(title)}
                </Button>
              )}
            </div>
            {isPublished(build) && (
              <>
                <CommandBox command={command(build)} testId={`command-${build.id}`} />
                <BuildFacts build={build} version={release.version} />
              </>
            )}
          </section>
        ))}
        <p className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          Package names may vary by distribution. AppImages need FUSE 2: if one does not start, install it,
          for example <code className="font-mono">libfuse2</code> on Debian and Ubuntu (
          <code className="font-mono">libfuse2t64</code> on Ubuntu 24.04),{' '}
          <code className="font-mono">fuse-libs</code> on Fedora or <code className="font-mono">fuse2</code>{' '}
          on Arch.
        </p>
      </div>
    </Dialog>
  );
}
