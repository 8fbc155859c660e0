/**
 * Builds the Cloud Functions bundle and loads it in a plain Node process (not vitest's module
 * system), the way the Firebase CLI and runtime do: every registry handler must be exported as
 * a callable, and loading must need no credentials.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFunctions } from '../build';
import { handlers, scheduledTasks, siteFiles, webhooks } from './handlers/registry';

const PROBE = `
const mod = await import(process.argv[1]);
const out = {};
for (const [name, value] of Object.entries(mod)) {
  const endpoint = value && value.__endpoint;
  out[name] = {
    type: typeof value,
    callable: Boolean(endpoint && endpoint.callableTrigger),
    http: Boolean(endpoint && endpoint.httpsTrigger),
    schedule: (endpoint && endpoint.scheduleTrigger && endpoint.scheduleTrigger.schedule) || null,
    secrets: ((endpoint && endpoint.secretEnvironmentVariables) || []).map((s) => s.key).sort(),
  };
}
// Each callable called as a visitor without App Check's token, with an input no handler takes:
// App Check refuses before the handler runs, else the handler answers for itself.
const asVisitor = (fn) => new Promise((resolve) => {
  const headers = { 'content-type': 'application/json' };
  const req = { method: 'POST', headers, body: { data: { probe: true } }, header: (n) => headers[n.toLowerCase()] };
  req.get = req.header;
  const res = {
    statusCode: 200, sent: {}, on() {},
    setHeader(k, v) { this.sent[k.toLowerCase()] = v; }, getHeader(k) { return this.sent[k.toLowerCase()]; },
    status(code) { this.statusCode = code; return this; },
    send(body) { resolve({ status: this.statusCode, message: (body && body.error && body.error.message) || null }); },
    end() { resolve({ status: this.statusCode, message: null }); },
  };
  setTimeout(() => resolve({ status: 0, message: 'no answer' }), 5000).unref();
  Promise.resolve(fn(req, res)).catch((e) => resolve({ status: -1, message: String(e) }));
});
for (const [name, value] of Object.entries(mod)) {
  if (out[name].callable) out[name].visitorCall = await asVisitor(value);
}
console.log(JSON.stringify(out));
process.exit(0);
`;

interface Endpoint {
  type: string;
  callable: boolean;
  http: boolean;
  schedule: string | null;
  secrets: string[];
  /** A callable's answer to a visitor's call without App Check's token. */
  visitorCall?: { status: number; message: string | null };
}
let exported: Record<string, Endpoint>;
const kind = ({ type, callable, http }: Endpoint) => ({ type, callable, http });

/** What a deploy that uses Gemini and Razorpay would name in functions/.env. */
const DEPLOY_SECRETS = 'GEMINI_API_KEY, RAZORPAY_KEY_SECRET,RAZORPAY_WEBHOOK_SECRET';

beforeAll(async () => {
  const outfile = await buildFunctions();
  const env = { ...process.env };
  for (const key of [
    'GOOGLE_APPLICATION_CREDENTIALS',
    'FIREBASE_CONFIG',
    'GCLOUD_PROJECT',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FUNCTIONS_EMULATOR',
  ]) {
    delete env[key];
  }
  env.JOBKIT_SECRETS = DEPLOY_SECRETS;
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
      expect(kind(exported[h.name]!), h.name).toEqual({ type: 'function', callable: true, http: false });
    }
  });

  it('has App Check refuse a call without its token to every public callable, and only to those', () => {
    for (const h of handlers) {
      const answer = exported[h.name]?.visitorCall;
      // Firebase's own refusal, before the handler; a user or admin handler refuses a visitor itself.
      const expected =
        h.access === 'public'
          ? { status: 401, message: 'Unauthenticated' }
          : { status: 401, message: 'Please log in to continue.' };
      expect(answer, h.name).toEqual(expected);
    }
  });

  it('exports every webhook as an HTTP function', () => {
    for (const w of webhooks) {
      expect(kind(exported[w.name]!), w.name).toEqual({ type: 'function', callable: false, http: true });
    }
  });

  it('exports every site file as an HTTP function', () => {
    for (const f of siteFiles) {
      expect(kind(exported[f.name]!), f.name).toEqual({ type: 'function', callable: false, http: true });
    }
  });

  it('exports every scheduled task on its Cloud Scheduler timetable', () => {
    expect(scheduledTasks.length).toBeGreaterThan(0);
    for (const t of scheduledTasks) {
      expect(exported[t.name]?.schedule, t.name).toBe(`every ${t.everyMinutes} minutes`);
    }
  });

  it('exports nothing that is not in the registry', () => {
    const names = [
      ...handlers.map((h) => h.name),
      ...scheduledTasks.map((t) => t.name),
      ...webhooks.map((w) => w.name),
      ...siteFiles.map((f) => f.name),
    ];
    expect(Object.keys(exported).sort()).toEqual(names.sort());
  });

  it('binds each named secret only to the functions that read it', () => {
    const withSecrets = Object.fromEntries(
      Object.entries(exported)
        .filter(([, e]) => e.secrets.length > 0)
        .map(([name, e]) => [name, e.secrets]),
    );
    expect(withSecrets).toEqual({
      tailorResume: ['GEMINI_API_KEY'],
      generateTemplateResume: ['GEMINI_API_KEY'],
      tailorForJob: ['GEMINI_API_KEY'],
      createRazorpayOrder: ['RAZORPAY_KEY_SECRET'],
      verifyRazorpayPayment: ['RAZORPAY_KEY_SECRET'],
      razorpayWebhook: ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      adminRefundOrder: ['RAZORPAY_KEY_SECRET'],
    });
  });

  it('deploys on the Node 22 runtime', () => {
    const firebase = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(firebase.functions.map((f: { runtime: string }) => f.runtime)).toEqual(['nodejs22']);
    expect(pkg.engines.node).toBe('22');
  });

  it('pins its dependencies with a lock file that matches package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    expect(lock.packages[''].engines).toEqual(pkg.engines);
  });
});
