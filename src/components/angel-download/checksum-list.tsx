import { CopyButton } from '@/components/ui/copy-button';
import {
  checksumCommand,
  isPublished,
  isSha256,
  type AngelBuild,
  type AngelRelease,
  type ChecksumOs,
} from '@/domain/angel-builds';
import { DOWNLOAD_COPY_FEEDBACK_MS } from './command-box';
import { CHECKSUM_NOT_PUBLISHED } from './labels';

function osOf(build: AngelBuild): ChecksumOs {
  return build.id.startsWith('windows') ? 'windows' : build.id.startsWith('mac') ? 'mac' : 'linux';
}

/** A configured SHA-256 with its copy button, so it can be pasted into a comparison. */
export function Sha256({ build }: { build: AngelBuild }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="min-w-0 break-all font-mono" data-testid={`sha256-${build.id}`}>
        {build.sha256}
      </span>
      <CopyButton
        text={build.sha256}
        label="Copy SHA-256"
        variant="outline"
        feedbackMs={DOWNLOAD_COPY_FEEDBACK_MS}
        className="h-7 px-2 text-xs"
      />
    </span>
  );
}

/**
 * Every published build's SHA-256 and the command that prints a downloaded file's own, folded
 * away: few visitors verify, but those who do need the exact values. Nothing while no build is
 * published; a checksum not configured says so rather than show a made-up one.
 */
export function ChecksumList({ release }: { release: AngelRelease }) {
  const builds = Object.values(release.builds).filter(isPublished);
  if (builds.length === 0) return null;
  return (
    <details className="group rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800 marker:text-slate-400 dark:text-slate-100">
        Verify your download (SHA-256)
      </summary>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        Run the command for your file in a terminal and compare its output with the checksum shown here.
      </p>
      <ul className="mt-3 space-y-3">
        {builds.map((build) => (
          <li key={build.id} className="space-y-1 text-xs">
            <p className="font-medium text-slate-800 dark:text-slate-100">
              {build.label}
              {build.sizeText && <span className="font-normal text-slate-500"> · {build.sizeText}</span>}
            </p>
            <div className="text-slate-600 dark:text-slate-300">
              {isSha256(build.sha256) ? (
                <Sha256 build={build} />
              ) : (
                <p className="font-mono">{CHECKSUM_NOT_PUBLISHED}</p>
              )}
            </div>
            <p className="break-all font-mono text-slate-500 dark:text-slate-400">
              {checksumCommand(osOf(build), build.fileName)}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
