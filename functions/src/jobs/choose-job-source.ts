/**
 * The JobSource from configuration: the `jobs` collection always, plus the boards named in
 * JOB_BOARDS (none by default, so an offline machine works from the seeded catalogue alone).
 */
import type { AdminStore, JobSource, Secrets } from '../handlers/ports';
import { BOARD_TIMEOUT_MS, parseBoards } from './board-sources';
import { createCombinedSource } from './combined-source';

export function createJobSourceFromSecrets(
  store: AdminStore,
  secrets: Secrets,
  opts: { fetchImpl?: typeof fetch } = {},
): JobSource {
  const timeout = Number(secrets.get('JOB_BOARD_TIMEOUT_MS'));
  return createCombinedSource({
    store,
    boards: parseBoards(secrets.get('JOB_BOARDS')),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : BOARD_TIMEOUT_MS,
    fetchImpl: opts.fetchImpl,
  });
}
