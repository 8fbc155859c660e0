import { lazy, Suspense, useId, useState } from 'react';
import { Apple, Download, Monitor, Terminal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { angelRelease } from '@/config/downloads';
import { isPublished, type AngelBuild, type AngelBuildId, type AngelRelease } from '@/domain/angel-builds';
import type { AngelDownloadSource } from '@/domain/angel-downloads';
import type { PlatformSignals } from '@/domain/angel-platform';
import { ChecksumList } from './checksum-list';
import { DetectionNote } from './detection-note';
import { notAvailable } from './labels';
import type { Navigate } from './log-then-navigate';
import { AltBuildButton, PlatformCard } from './platform-card';
import { readPlatformSignals } from './read-platform-signals';
import { useAngelDownload } from './use-angel-download';
import { useDetectedPlatform } from './use-detected-platform';

function withSize(text: string, build: AngelBuild): string {
  return build.sizeText ? `${text}, ${build.sizeText}.` : `${text}.`;
}

/**
 * The Mac build the main button offers: Apple silicon when detected, else Intel, which also runs
 * on Apple silicon (Rosetta 2) and so is the safe default when the chip is unknown. A detected
 * Apple-silicon Mac falls back to Intel when only that is published; null when neither fits.
 */
function macChoice(recommended: AngelBuildId | null, builds: AngelRelease['builds']): AngelBuild | null {
  const order: AngelBuildId[] = recommended === 'mac-silicon' ? ['mac-silicon', 'mac-intel'] : ['mac-intel'];
  return order.map((id) => builds[id]).find(isPublished) ?? null;
}

/** What the macOS button offers: said of the build it downloads, not only of the detected chip. */
function macSummary(recommended: AngelBuildId | null, build: AngelBuild): string {
  if (build.id === 'mac-silicon') return withSize('For Macs with Apple silicon (.dmg)', build);
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
 * A card's main button; a real disabled button saying so when its installer is not configured
 * (docs/product-rules.md 8.3), never a link to a file that is not there.
 */
function MainButton({
  available,
  busy,
  label,
  unavailable,
  onClick,
}: {
  available: boolean;
  busy: boolean;
  label: string;
  unavailable: string;
  onClick: () => void;
}) {
  if (!available) {
    return (
      <Button size="lg" variant="secondary" disabled className="h-auto min-h-12 py-2">
        {unavailable}
      </Button>
    );
  }
  return (
    <Button size="lg" disabled={busy} onClick={onClick}>
      <Download aria-hidden="true" className="h-5 w-5" />
      {label}
    </Button>
  );
}

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
    if (!isPublished(build)) return;
    setModalsUsed(true);
    setWindowsBuild(build);
  };
  const openLinux = () => {
    setModalsUsed(true);
    setLinuxOpen(true);
  };
  const { builds } = release;
  const mac = macChoice(detection.recommended, builds);
  const linuxPublished = [builds['linux-appimage'], builds['linux-arm-appimage'], builds['linux-deb']].some(
    isPublished,
  );
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
          <MainButton
            available={isPublished(builds.windows)}
            busy={busy}
            label="Download for Windows"
            unavailable={notAvailable('Windows download')}
            onClick={() => openWindows(builds.windows)}
          />
          <AltBuildButton
            available={isPublished(builds['windows-transparent'])}
            disabled={busy}
            onClick={() => openWindows(builds['windows-transparent'])}
          >
            Transparent edition (.exe)
          </AltBuildButton>
        </PlatformCard>
        <PlatformCard
          title="macOS"
          icon={Apple}
          summary={macSummary(detection.recommended, mac ?? builds['mac-intel'])}
          recommended={detection.os === 'mac'}
        >
          <MainButton
            available={mac !== null}
            busy={busy}
            label="Download for macOS"
            unavailable={notAvailable('macOS download')}
            onClick={() => mac && void start(mac)}
          />
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {(
              [
                ['mac-silicon', 'Apple silicon (.dmg)'],
                ['mac-intel', 'Intel (.dmg)'],
                ['mac-transparent', 'Transparent edition (.dmg)'],
              ] as const
            ).map(([id, label]) => (
              <AltBuildButton
                key={id}
                available={isPublished(builds[id])}
                disabled={busy}
                onClick={() => void start(builds[id])}
              >
                {label}
              </AltBuildButton>
            ))}
          </div>
        </PlatformCard>
        <PlatformCard
          title="Linux"
          icon={Terminal}
          summary="AppImage for x64 or ARM, or a .deb package, each with a one-line terminal command."
          recommended={detection.os === 'linux'}
        >
          <MainButton
            available={linuxPublished}
            busy={busy}
            label="Download for Linux"
            unavailable={notAvailable('Linux download')}
            onClick={openLinux}
          />
        </PlatformCard>
      </div>
      {/* Under the cards: it arrives after the page is drawn and must not push them down. */}
      <DetectionNote
        detection={detection}
        published={
          detection.os === 'mac'
            ? mac !== null
            : detection.recommended
              ? isPublished(builds[detection.recommended])
              : detection.os === 'linux' && linuxPublished
        }
      />
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
