import type * as EngineModule from './engine';

export type Engine = typeof EngineModule;

let pending: Promise<Engine> | undefined;

/**
 * The tools' engine (engine.ts), fetched once: when a tool is first used, or earlier when the
 * visitor reaches for one (focus, pointer). A failed fetch is forgotten, so the next use retries.
 */
export function loadEngine(): Promise<Engine> {
  pending ??= import('./engine').catch((e: unknown) => {
    pending = undefined;
    throw e;
  });
  return pending;
}

/** Starts the fetch ahead of use; a failure is reported when the tool runs. */
export function prepareEngine(): void {
  loadEngine().catch(() => undefined);
}
