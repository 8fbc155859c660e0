/**
 * The server's stages of one generation, in the order the handler runs them
 * (functions/src/handlers/tailor-resume.ts). The handler writes the stage it has reached on the
 * run's processedResumes record, so the page's overlay shows what the run is really doing
 * (docs/product-rules.md 3.4) rather than a timer's guess.
 */
export const SERVER_STAGES = ['job', 'tailor', 'pdf', 'save'] as const;
export type ServerStage = (typeof SERVER_STAGES)[number];

/** The stages a run goes through: fetching the job only when it was given by URL. */
export function serverStagesFor(usesUrl: boolean): ServerStage[] {
  return SERVER_STAGES.filter((s) => s !== 'job' || usesUrl);
}

/**
 * The id the page gives a run so it can find the run's record among its history (the record's id
 * is known only when the call returns): letters, digits and dashes (the page makes 32 hex digits).
 */
export const RUN_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
