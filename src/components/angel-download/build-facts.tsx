import type { AngelBuild } from '@/domain/angel-builds';
import { isSha256 } from '@/domain/angel-builds';
import { cn } from '@/components/ui/cn';
import { Sha256 } from './checksum-list';

/** File name, version, size and SHA-256 (when configured) of one build, so a careful user can verify it. */
export function BuildFacts({
  build,
  version,
  className,
}: {
  build: AngelBuild;
  version: string;
  className?: string;
}) {
  return (
    <dl
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300',
        className,
      )}
    >
      <dt className="font-medium text-slate-500 dark:text-slate-400">File</dt>
      <dd className="break-all font-mono">{build.fileName}</dd>
      <dt className="font-medium text-slate-500 dark:text-slate-400">Version</dt>
      <dd>
        {version}
        {build.sizeText && ` · ${build.sizeText}`}
      </dd>
      {isSha256(build.sha256) && (
        <>
          <dt className="font-medium text-slate-500 dark:text-slate-400">SHA-256</dt>
          <dd>
            <Sha256 build={build} />
          </dd>
        </>
      )}
    </dl>
  );
}
