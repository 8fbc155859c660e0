import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSimulatorCredentials, SIMULATOR_SECRETS_FILE } from './simulator-secrets';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-simsecrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const secretsOf = (c: ReturnType<typeof loadSimulatorCredentials>) => [
  c.paypal.clientSecret,
  c.razorpay.keySecret,
  c.razorpay.webhookSecret,
  c.phonepe.saltKey,
];
const HEX64 = /^[0-9a-f]{64}$/;
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('simulator secrets per data folder', () => {
  it('generates random secrets on first start, stores them owner-only and reads them back on restart', () => {
    const dir = path.join(tempDir(), 'not-yet-created');
    const first = loadSimulatorCredentials(dir);
    for (const s of secretsOf(first)) expect(s).toMatch(HEX64);
    expect(new Set(secretsOf(first)).size).toBe(4);
    const file = path.join(dir, SIMULATOR_SECRETS_FILE);
    expect(modeOf(file)).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
    expect(loadSimulatorCredentials(dir)).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual([SIMULATOR_SECRETS_FILE]);
  });

  it('keeps the secrets of a file written before the PayPal webhook id, which gets the simulator’s id', () => {
    const dir = tempDir();
    const before = loadSimulatorCredentials(dir);
    const file = path.join(dir, SIMULATOR_SECRETS_FILE);
    const { webhookId: _id, ...olderPayPal } = before.paypal;
    fs.writeFileSync(file, JSON.stringify({ ...before, paypal: olderPayPal }), { mode: 0o600 });
    expect(loadSimulatorCredentials(dir)).toEqual(before);
    expect(before.paypal.webhookId).toBe('SIMWEBHOOK0001');
  });

  it('gives two data folders different secrets', () => {
    const a = secretsOf(loadSimulatorCredentials(tempDir()));
    const b = secretsOf(loadSimulatorCredentials(tempDir()));
    for (const [i, s] of a.entries()) expect(s).not.toBe(b[i]);
  });

  it('replaces a corrupt file, or one holding the formerly published secrets, with new secrets', () => {
    const published = {
      paypal: { clientId: 'sim-paypal-client', clientSecret: 'sim-paypal-secret' },
      razorpay: {
        keyId: 'rzp_test_simulator',
        keySecret: 'sim-razorpay-secret',
        webhookSecret: 'sim-razorpay-webhook',
      },
      phonepe: { merchantId: 'SIMMERCHANT', saltKey: 'sim-phonepe-salt', saltIndex: '1' },
    };
    for (const content of ['{"paypal": {', '', 'null', JSON.stringify(published)]) {
      const dir = tempDir();
      const file = path.join(dir, SIMULATOR_SECRETS_FILE);
      fs.writeFileSync(file, content, { mode: 0o644 });
      const warnings: string[] = [];
      const creds = loadSimulatorCredentials(dir, (line) => warnings.push(line));
      for (const s of secretsOf(creds)) expect(s, content).toMatch(HEX64);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(creds);
      expect(modeOf(file)).toBe(0o600);
      expect(warnings.join('\n')).toContain('holds no valid credentials');
      expect(loadSimulatorCredentials(dir)).toEqual(creds);
    }
  });

  it('keeps valid secrets from a file others could read, and makes it owner-only', () => {
    const dir = tempDir();
    const creds = loadSimulatorCredentials(dir);
    const file = path.join(dir, SIMULATOR_SECRETS_FILE);
    fs.chmodSync(file, 0o644);
    expect(loadSimulatorCredentials(dir)).toEqual(creds);
    expect(modeOf(file)).toBe(0o600);
  });
});
