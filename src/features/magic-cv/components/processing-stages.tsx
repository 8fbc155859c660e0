import { Check, Circle, LoaderCircle } from 'lucide-react';
import { serverStagesFor, type ServerStage } from '@/domain/magic-cv/run-stage';

/** Where a run is, as the run itself reports it (hooks/use-tailor-run.ts). */
export interface RunProgress {
  /** The page's own step: uploading the original file, or waiting on the server's call. */
  client: 'uploading' | 'server';
  usesFile: boolean;
  /** The job was given by URL, so the server fetches it first. */
  usesUrl: boolean;
  /** The stage the server last wrote on the run's record; null until the record is seen. */
  reported: ServerStage | null;
}

type StageKey = 'reading' | 'uploading' | ServerStage;
type StageStatus = 'done' | 'current' | 'waiting';

interface StageRow {
  key: StageKey;
  label: string;
  status: StageStatus;
}

const LABELS: Record<StageKey, string> = {
  reading: 'Reading resume',
  uploading: 'Uploading resume',
  job: 'Fetching job',
  tailor: 'Tailoring your resume',
  pdf: 'Creating PDF',
  save: 'Saving',
};

/**
 * docs/product-rules.md 3.4: only the stages this run goes through (a file is read and uploaded;
 * a job URL is fetched), those behind it done, exactly one current, the rest waiting. The current
 * one is what the run reports: the page's own upload, then the stage the server wrote on the
 * run's record. Until that record is seen, the server's first stage is current (the call is
 * under way and nothing comes before it but taking the day's slot).
 */
export function stageRows(p: RunProgress): StageRow[] {
  const server = serverStagesFor(p.usesUrl);
  const keys: StageKey[] = [...(p.usesFile ? (['reading', 'uploading'] as const) : []), ...server];
  const reported = p.reported && server.includes(p.reported) ? p.reported : null;
  const current: StageKey = p.client === 'uploading' && p.usesFile ? 'uploading' : (reported ?? server[0]!);
  const at = keys.indexOf(current);
  return keys.map((key, i) => ({
    key,
    label: LABELS[key],
    status: i < at ? 'done' : i === at ? 'current' : 'waiting',
  }));
}

/** The current stage's label (the progress bar's value text). */
export const currentStageLabel = (p: RunProgress): string =>
  stageRows(p).find((r) => r.status === 'current')!.label;

const STATUS_TEXT: Record<StageStatus, string> = {
  done: 'Done',
  current: 'In progress',
  waiting: 'Waiting',
};

function StageIcon({ status }: { status: StageStatus }) {
  if (status === 'done') return <Check aria-hidden="true" className="h-4 w-4 text-emerald-500" />;
  if (status === 'waiting') return <Circle aria-hidden="true" className="h-4 w-4 text-slate-400" />;
  return <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin text-indigo-500" />;
}

export function ProcessingStages({ progress }: { progress: RunProgress }) {
  return (
    <ol className="flex flex-col gap-2" aria-label="Progress">
      {stageRows(progress).map((row) => (
        <li
          key={row.key}
          className="flex items-center gap-3 text-sm"
          data-status={row.status}
          aria-current={row.status === 'current' ? 'step' : undefined}
        >
          <StageIcon status={row.status} />
          <span className="flex-1 font-medium">{row.label}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{STATUS_TEXT[row.status]}</span>
        </li>
      ))}
    </ol>
  );
}
