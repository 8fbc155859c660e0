/** A generation's time budget, alone so that the transport can read it without the contract's schemas. */

/** docs/product-rules.md 3.4: the whole generation times out after 120 s, the scrape after 30 s. */
export const GENERATION_TIMEOUT_MS = 120_000;
export const SCRAPE_TIMEOUT_MS = 30_000;
/**
 * One time budget from the browser to the server: the browser waits for a generation this long,
 * the server's bound plus room for the round trip, so that a run the server finished is never
 * shown as timed out (the server's own time-out arrives as its message before this).
 */
export const GENERATION_WAIT_MS = GENERATION_TIMEOUT_MS + 10_000;
