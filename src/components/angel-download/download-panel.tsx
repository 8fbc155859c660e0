import { lazy, Suspense, useId, useState } from 'react';
import { Apple, Download, Monitor, Terminal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { angelRelease } from '@/config/downloads';
import type { AngelBuild, AngelBuildId, AngelRelease } from '@/domain/angel-builds';
import type { AngelDownloadSource } from '@/domain/angel-downloads';
import type { PlatformSignals } from '@/domain/angel-platform';
import { ChecksumList } from './checksum-list';
import { DetectionNote } from './detection-note';
import type { Navigate } from './log-then-navigate';
import { AltBuildButton, PlatformCard } from './platform-card';
import { readPlatformSignals } from './read-platform-signals';
import { useAngelDownload } from './use-angel-download';
import { useDetectedPlatform } from './use-detected-platform';

function withSize(text: string, build: AngelBuild): string {
  return build.sizeText ? `${text}, ${build.sizeText}.` : `${text}.`;
}

function macSummary(recommended: AngelBuildId | null, build: AngelBuild): string {
  if (recommended === 'mac-silicon') return withSize('For Macs with Apple silicon (.dmg)', build);
  if (recommended === 'mac-intel') return withSize('For Intel Macs (.dmg)', build);
  return withSize('Intel build (.dmg), which Apple silicon Macs also run through Rosetta 2', build);
}

export interface DownloadPanelProps {
  /** Written to the download log: which page the download started from. */
  source: AngelDownloadSource;
  title?: string;
  className?: string;
  /** The site configuration unless a test passes its own. */
  release?: AngelRelease;
  readSignals?: () => Promise<PlatformSignals>;
  navigate?: Navigate;
}

// The Windows and Linux modals load when first opened: the page paints without them.
const loadWindowsModal = () => import('./windows-modal');
const loadLinuxModal = () => import('./linux-modal');
const WindowsModal = lazy(async () => ({ default: (await loadWindowsModal()).WindowsModal }));
const LinuxModal = lazy(async () => ({ default: (await loadLinuxModal()).LinuxModal }));
const prepareModals = () => {
  loadWindowsModal().catch(() => undefined);
  loadLinuxModal().catch(() => undefined);
};

/**
 * Windows, macOS and Linux downloads of Angel AI (docs/product-rules.md 8.1): Windows and Linux open a
 * modal first, macOS downloads directly. The visitor's own platform is highlighted when the
 * browser lets us tell; otherwise every build is offered alike.
 */
export function DownloadPanel({
  source,
  title = 'Download Angel AI',
  className,
  release = angelRelease,
  readSignals = readPlatformSignals,
  navigate,
}: DownloadPanelProps) {
  const headingId = useId();
  const detection = useDetectedPlatform(readSignals);
  const { start, pending } = useAngelDownload(source, navigate);
  const [windowsBuild, setWindowsBuild] = useState<AngelBuild | null>(null);
  const [linuxOpen, setLinuxOpen] = useState(false);
  const [modalsUsed, setModalsUsed] = useState(false);
  const openWindows = (build: AngelBuild) => {
    setModalsUsed(true);
    setWindowsBuild(build);
  };
  const openLinux = () => {
    setModalsUsed(true);
    setLinuxOpen(true);
  };
  const { builds } = release;
  // An Intel build also runs on Apple silicon (Rosetta 2); the reverse does not, so it is the
  // safe default when the chip is unknown.
  const mac: AngelBuildId = detection.recommended === 'mac-silicon' ? 'mac-silicon' : 'mac-intel';
  const busy = pending !== null;

  return (
    <section
      aria-labelledby={headingId}
      onPointerEnter={prepareModals}
      onFocus={prepareModals}
      className={cn(
        '@container space-y-5 rounded-3xl border border-slate-200 bg-slate-50/80 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-950/60',
        className,
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Version {release.version}</p>
      </div>
      {/* Sized by its container, not the window: the landing page puts it in a half-width column. */}
      <div className="grid gap-4 @2xl:grid-cols-3">
        <PlatformCard
          title="Windows"
          icon={Monitor}
          summary={withSize('Windows 10 or 11 installer (.exe)', builds.windows)}
          recommended={detection.os === 'windows'}
        >
          <Button size="lg" disabled={busy} onClick={() => openWindows(builds.windows)}>
            <Download aria-hidden="true" className="h-5 w-5" />
            Download for Windows
          </Button>
          <AltBuildButton disabled={busy} onClick={() => openWindows(builds['windows-transparent'])}>
            Transparent edition (.exe)
          </AltBuildButton>
        </PlatformCard>
        <PlatformCard
          title="macOS"
          icon={Apple}
          summary={macSummary(detection.recommended, builds[mac])}
          recommended={detection.os === 'mac'}
        >
          <Button size="lg" disabled={busy} onClick={() => void start(builds[mac])}>
            <Download aria-hidden="true" className="h-5 w-5" />
            Download for macOS
          </Button>
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            <AltBuildButton disabled={busy} onClick={() => void start(builds['mac-silicon'])}>
              Apple silicon (.dmg)
            </AltBuildButton>
            <AltBuildButton disabled={busy} onClick={() => void start(builds['mac-intel'])}>
              Intel (.dmg)
            </AltBuildButton>
            <AltBuildButton disabled={busy} onClick={() => void start(builds['mac-transparent'])}>
              Transparent edition (.dmg)
            </AltBuildButton>
          </div>
        </PlatformCard>
        <PlatformCard
          title="Linux"
          icon={Terminal}
          summary="AppImage for x64 or ARM, or a .deb package, each with a one-line terminal command."
          recommended={detection.os === 'linux'}
        >
          <Button size="lg" disabled={busy} onClick={openLinux}>
            <Download aria-hidden="true" className="h-5 w-5" />
            Download for Linux
          </Button>
        </PlatformCard>
      </div>
      {/* Under the cards: it arrives after the page is drawn and must not push them down. */}
      <DetectionNote detection={detection} />
      <ChecksumList release={release} />
      {modalsUsed && (
        <Suspense fallback={null}>
          <WindowsModal
            build={windowsBuild}
            version={release.version}
            pending={busy}
            onClose={() => setWindowsBuild(null)}
            onDownload={(build) => void start(build)}
          />
          <LinuxModal
            open={linuxOpen}
            release={release}
            pending={busy}
            onClose={() => setLinuxOpen(false)}
            onDownload={(build) => void start(build)}
          />
        </Suspense>
      )}
    </section>
  );
}
