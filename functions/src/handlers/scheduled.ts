/**
 * Scheduled tasks: work that runs on a timer rather than on a call, written once like the handlers
 * and hosted by Cloud Scheduler (functions/src/index.ts, `onSchedule`) and by a timer on the local
 * host (server/scheduled-tasks.ts). A task must be safe to run twice and to miss a run: nothing a
 * person may do depends on it having run.
 */
import type { HandlerDeps } from './ports';

export interface ScheduledTaskDef<R = unknown> {
  name: string;
  /** How often it runs, in minutes (Cloud Scheduler's `every N minutes`). */
  everyMinutes: number;
  run(deps: Pick<HandlerDeps, 'store' | 'clock'>): Promise<R>;
}

export function defineScheduledTask<R>(def: ScheduledTaskDef<R>): ScheduledTaskDef<R> {
  return def;
}
