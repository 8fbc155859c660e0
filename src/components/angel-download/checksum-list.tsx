import {
  checksumCommand,
  isSha256,
  type AngelBuild,
  type AngelRelease,
  type ChecksumOs,
} from '@/domain/angel-builds';

function osOf(build: AngelBuild): ChecksumOs {
  return build.id.startsWith('windows') ? 'windows' : build.id.startsWith('mac') ? 'mac' : 'linux';
}

/**
 * Every build's SHA-256 and the command that prints a downloaded file's own, folded away:
 * few visitors verify, but those who do need the exact values.
 */
export function ChecksumList({ release }: { release: AngelRelease }) {
  const builds = Object.values(release.builds);
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
            <p className="break-all font-mono text-slate-600 dark:text-slate-300">
              {isSha256(build.sha256) ? build.sha256 : 'Checksum not published yet'}
            </p>
            <p className="break-all font-mono text-slate-500 dark:text-slate-400">
              {checksumCommand(osOf(build), build.fileName)}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
