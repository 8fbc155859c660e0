/**
 * The local host's stand-in for Cloud Scheduler (docs/architecture.md 2): each registry task runs
 * once shortly after start, then every `everyMinutes`. Runs of one task never overlap; a failure is
 * logged and the next run tries again. The timers do not keep the process alive.
 */
import type { HandlerDeps } from '../functions/src/handlers/ports';
import type { ScheduledTaskDef } from '../functions/src/handlers/scheduled';

export interface ScheduledTimers {
  /** Runs every task now (tests, and the seed after it wrote plans); resolves when all are done. */
  runAll(): Promise<void>;
  /** No more runs; resolves when the runs under way have finished. */
  stop(): Promise<void>;
}

export function startScheduledTasks(
  tasks: readonly ScheduledTaskDef[],
  deps: Pick<HandlerDeps, 'store' | 'clock'>,
  opts: { logError: (e: unknown) => void; firstRunMs?: number },
): ScheduledTimers {
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runOne = (task: ScheduledTaskDef): Promise<void> => {
    const current = running.get(task.name);
    if (current) return current;
    const run = task
      .run(deps)
      .then(() => undefined)
      .catch((e: unknown) => opts.logError(new Error(`scheduled task ${task.name} failed`, { cause: e })))
      .finally(() => running.delete(task.name));
    running.set(task.name, run);
    return run;
  };

  for (const task of tasks) {
    const first = setTimeout(() => {
      if (!stopped) void runOne(task);
    }, opts.firstRunMs ?? 5_000);
    const every = setInterval(() => {
      if (!stopped) void runOne(task);
    }, task.everyMinutes * 60_000);
    first.unref();
    every.unref();
    timers.push(first, every);
  }

  return {
    runAll: async () => {
      await Promise.all(tasks.map(runOne));
    },
    stop: async () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.all(running.values());
    },
  };
}
