/**
 * The infrastructure steps of a generation (rendering the PDF, saving it), kept apart from the
 * other failures so that each tool maps them to that step's own message.
 */

/** A failure of one infrastructure step; the cause goes to the log, never to the user. */
export class StepError extends Error {
  constructor(
    readonly step: 'pdf' | 'storage',
    cause: unknown,
  ) {
    super(`${step} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StepError';
  }
}

/**
 * Runs one step and names its failure. An error that already means something to the caller
 * (`passThrough`, for example the run's deadline) keeps its own meaning.
 */
export async function step<T>(
  name: StepError['step'],
  fn: () => Promise<T>,
  passThrough: (e: unknown) => boolean = () => false,
): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw passThrough(e) ? e : new StepError(name, e);
  }
}
