import { Check, Circle, LoaderCircle } from 'lucide-react';
import type { RunStage } from '../hooks/use-tailor-run';

type StageStatus = 'done' | 'active' | 'waiting' | 'in-progress';

interface StageRow {
  key: string;
  label: string;
  status: StageStatus;
}

const SERVER_STAGES = [
  ['job', 'Fetching job'],
  ['tailor', 'Tailoring'],
  ['pdf', 'Creating PDF'],
  ['save', 'Saving'],
] as const;

/**
 * The client's stages advance for real; the server's run inside one call and report nothing
 * until it returns, so they are all "in progress" together rather than faking a sequence.
 */
export function stageRows(stage: RunStage, usesFile: boolean): StageRow[] {
  // The resume was read before the run began.
  const rows: StageRow[] = [{ key: 'reading', label: 'Reading resume', status: 'done' }];
  if (usesFile)
    rows.push({
      key: 'uploading',
      label: 'Uploading resume',
      status: stage === 'uploading' ? 'active' : 'done',
    });
  for (const [key, label] of SERVER_STAGES) {
    rows.push({ key, label, status: stage === 'server' ? 'in-progress' : 'waiting' });
  }
  return rows;
}

const STATUS_TEXT: Record<StageStatus, string> = {
  done: 'Done',
  active: 'Working',
  waiting: 'Waiting',
  'in-progress': 'In progress',
};

function StageIcon({ status }: { status: StageStatus }) {
  if (status === 'done') return <Check aria-hidden="true" className="h-4 w-4 text-emerald-500" />;
  if (status === 'waiting') return <Circle aria-hidden="true" className="h-4 w-4 text-slate-400" />;
  return <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin text-indigo-500" />;
}

export function ProcessingStages({ stage, usesFile }: { stage: RunStage; usesFile: boolean }) {
  return (
    <ol className="flex flex-col gap-2" aria-label="Progress">
      {stageRows(stage, usesFile).map((row) => (
        <li key={row.key} className="flex items-center gap-3 text-sm" data-status={row.status}>
          <StageIcon status={row.status} />
          <span className="flex-1 font-medium">{row.label}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">{STATUS_TEXT[row.status]}</span>
        </li>
      ))}
    </ol>
  );
}
