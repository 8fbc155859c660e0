/**
 * One JSON POST for the REST providers: network errors and timeouts become AiError, HTTP
 * errors are mapped by status. The caller's signal (the request deadline) aborts it.
 */
import { AiError, aiErrorForStatus } from './ai-errors';

export async function postJson(
  provider: string,
  url: string,
  body: unknown,
  opts: { headers?: Record<string, string>; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<unknown> {
  const doFetch = opts.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...opts.headers },
      body: JSON.stringify(body),
      signal: opts.signal,
    });
  } catch (e) {
    // The deadline's abort must reach the handler as an abort, not as a provider failure.
    if (opts.signal?.aborted) throw opts.signal.reason ?? e;
    // Unreachable endpoint (local model not running): the provider is unavailable, not broken.
    throw new AiError('busy', `${provider} unreachable: ${e instanceof Error ? e.message : String(e)}`);
  }
  const text = await res.text();
  if (!res.ok) throw aiErrorForStatus(provider, res.status, text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AiError('failed', `${provider} replied with invalid JSON`);
  }
}
