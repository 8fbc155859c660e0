/**
 * Bundles functions/src/index.ts (and the ../../src/domain code it imports) into
 * functions/lib/index.js, an ES module for Node 22 (the runtime in firebase.json).
 * firebase-admin, firebase-functions and the Magic CV runtime packages stay external: Cloud
 * Functions installs them from functions/package.json and its lock file.
 * Run with `npm run build:functions`; the bundle test imports {@link buildFunctions}.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

export const FUNCTIONS_ENTRY = path.join(here, 'src/index.ts');
export const FUNCTIONS_OUTFILE = path.join(here, 'lib/index.js');

export async function buildFunctions(outfile = FUNCTIONS_OUTFILE): Promise<string> {
  await build({
    entryPoints: [FUNCTIONS_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    // Installed from functions/package.json: jsdom and puppeteer read files of their own package
    // at run time, @sparticuz/chromium ships a browser binary and sharp a native image library
    // (libvips), so none can be bundled.
    external: [
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
      'puppeteer-core',
      'jsdom',
      'dompurify',
      '@sparticuz/chromium',
      'sharp',
    ],
    // Bundled CommonJS code (if any) may call require(); ESM has none unless we provide it.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return outfile;
}

const invokedDirectly =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  buildFunctions().then(
    (out) => console.log(`built ${path.relative(process.cwd(), out)}`),
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
