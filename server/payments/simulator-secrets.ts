/**
 * The payment simulator's credentials for one data folder.
 *
 * Rule: they are generated at random the first time a local backend starts with the folder,
 * kept in `simulator-secrets.json` inside it (readable and writable by the owner only) and
 * read back on later starts, so a restart still verifies payments and webhooks in flight. Each
 * folder (a test's temporary one included) has its own. A missing file, or one that does not
 * hold valid credentials, is replaced by new ones.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  generateSimulatorCredentials,
  simulatorCredentialsSchema,
  type SimulatorCredentials,
} from '../../functions/src/payments/simulator/credentials';

export const SIMULATOR_SECRETS_FILE = 'simulator-secrets.json';
const OWNER_ONLY = 0o600;

type Found = { credentials: SimulatorCredentials } | { problem: 'missing' | 'invalid' };

function read(file: string): Found {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    return { problem: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'invalid' };
  }
  try {
    const parsed = simulatorCredentialsSchema.safeParse(JSON.parse(text));
    return parsed.success ? { credentials: parsed.data } : { problem: 'invalid' };
  } catch {
    return { problem: 'invalid' };
  }
}

/** Writes through a temporary file and a rename, so no reader ever sees half a file. */
function write(file: string, credentials: SimulatorCredentials): void {
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, `${JSON.stringify(credentials, null, 2)}\n`, { mode: OWNER_ONLY, flag: 'wx' });
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** The folder's credentials: read back, or generated and stored on first use (or when unreadable). */
export function loadSimulatorCredentials(
  dataDir: string,
  warn: (line: string) => void = (line) => console.warn(`[payment-simulator] ${line}`),
): SimulatorCredentials {
  const file = path.join(dataDir, SIMULATOR_SECRETS_FILE);
  const found = read(file);
  if ('credentials' in found) {
    // A copy that others may read is tightened, not trusted as it is.
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, OWNER_ONLY);
    return found.credentials;
  }
  if (found.problem === 'invalid') {
    warn(`${file} holds no valid credentials: new ones replace it (payments in flight will not verify).`);
  }
  const credentials = generateSimulatorCredentials();
  fs.mkdirSync(dataDir, { recursive: true });
  write(file, credentials);
  return credentials;
}
