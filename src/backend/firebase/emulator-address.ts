/** Emulator addresses for the connect*Emulator calls (no app settings: importable anywhere). */

/** `http://127.0.0.1:8787` -> `{ host: '127.0.0.1', port: 8787 }` for connect*Emulator. */
export function hostAndPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  const port = u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
  return { host: u.hostname, port };
}

/** Where the Google emulator suite listens in Firebase mode with VITE_USE_EMULATORS (firebase.json). */
export const EMULATOR_PORTS = { firestore: 8080, storage: 9199, functions: 5001 } as const;
export const EMULATOR_HOST = '127.0.0.1';
