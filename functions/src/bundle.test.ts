/**
 * Builds the Cloud Functions bundle and loads it in a plain Node process (not vitest's module
 * system), the way the Firebase CLI and runtime do: every registry handler must be exported as
 * a callable, and loading must need no credentials.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions } from '../build';
import { handlers, webhooks } from './handlers/registry';

const PROBE = `
const mod = await import(process.argv[1]);
const out = {};
for (const [name, value] of Object.entries(mod)) {
  const endpoint = value && value.__endpoint;
  out[name] = { type: typeof value, callable: Boolean(endpoint && endpoint.callableTrigger), http: Boolean(endpoint && endpoint.httpsTrigger) };
}
console.log(JSON.stringify(out));
`;

let exported: Record<string, { type: string; callable: boolean; http: boolean }>;

beforeAll(async () => {
  const outfile = await buildFunctions();
  const env = { ...process.env };
  for (const key of [
    'GOOGLE_APPLICATION_CREDENTIALS',
    'FIREBASE_CONFIG',
    'GCLOUD_PROJECT',
    'FIREBASE_AUTH_EMULATOR_HOST',
  ]) {
    delete env[key];
  }
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, outfile], {
    env,
    encoding: 'utf8',
    timeout: 30_000,
  });
  exported = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
}, 60_000);

describe('functions bundle', () => {
  it('exports every registry handler as a callable function', () => {
    expect(handlers.length).toBeGreaterThan(0);
    for (const h of handlers) {
      expect(exported[h.name], h.name).toEqual({ type: 'function', callable: true, http: false });
    }
  });

  it('exports every webhook as an HTTP function', () => {
    for (const w of webhooks) {
      expect(exported[w.name], w.name).toEqual({ type: 'function', callable: false, http: true });
    }
  });

  it('exports nothing that is not in the registry', () => {
    const names = [...handlers.map((h) => h.name), ...webhooks.map((w) => w.name)];
    expect(Object.keys(exported).sort()).toEqual(names.sort());
  });
});
