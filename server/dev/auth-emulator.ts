/**
 * Starts the Firebase Auth emulator (firebase-tools, pure JavaScript, works offline) with a
 * generated config so that several stacks (dev, tests, e2e) can run side by side on their own
 * ports. Accounts are imported from and exported to `dataDir` when one is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort, waitForHttp } from './free-port';

export interface AuthEmulatorOptions {
  projectId: string;
  port?: number;
  /** Folder for `--import` / `--export-on-exit`; omitted = nothing persists. */
  dataDir?: string;
  /** Where the generated firebase config is written. */
  workDir: string;
  log?: (line: string) => void;
}

export interface AuthEmulator {
  host: string;
  url: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startAuthEmulator(opts: AuthEmulatorOptions): Promise<AuthEmulator> {
  const port = opts.port ?? (await freePort());
  const hubPort = await freePort();
  const loggingPort = await freePort();
  fs.mkdirSync(opts.workDir, { recursive: true });
  const configPath = path.join(opts.workDir, `firebase.auth-${port}.json`);
  fs.writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js');
  const args = [
    bin,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    opts.projectId,
    '--config',
    configPath,
  ];
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    if (fs.existsSync(path.join(opts.dataDir, 'firebase-export-metadata.json'))) {
      args.push('--import', opts.dataDir);
    }
    args.push('--export-on-exit', opts.dataDir);
  }
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: opts.workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
    // Its own process group: a terminal's Ctrl+C must not reach it directly, or our own SIGINT
    // below would be its second one, which aborts the export of the accounts.
    detached: true,
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line.trim()) opts.log?.(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${url}/`, 90_000),
      exited.then(() => {
        throw new Error(`Auth emulator exited early:\n${output.slice(-2000)}`);
      }),
    ]);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }

  return {
    host: `127.0.0.1:${port}`,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
