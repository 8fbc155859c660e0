/**
 * Builds the Cloud Functions bundle and loads it in a plain Node process (not vitest's module
 * system), the way the Firebase CLI and runtime do: every registry handler must be exported as
 * a callable, and loading must need no credentials.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions } from '../build';
import { handlers } from './handlers/registry';

const PROBE = `
const mod = await import(process.argv[1]);
const out = {};
for (const [name, value] of Object.entries(mod)) {
  out[name] = { type: typeof value, callable: Boolean(value && value.__endpoint && value.__endpoint.callableTrigger) };
}
console.log(JSON.stringify(out));
`;

let exported: Record<string, { type: string; callable: boolean }>;

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
      expect(exported[h.name], h.name).toEqual({ type: 'function', callable: true });
    }
  });

  it('exports nothing that is not in the registry', () => {
    expect(Object.keys(exported).sort()).toEqual(handlers.map((h) => h.name).sort());
  });
});
