/**
 * Renderers from npm (JSON Resume themes, HackMyResume) are installed by the corpus script itself, never by CI or `npm install`:
 * each into its own folder under .corpus/renderers (installed together, their handlebars copies
 * collide and the markdown they print arrives escaped, "<p>" and all).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ThemeModule {
  render(resume: unknown): string | Promise<string>;
}

function esmEntry(exports: unknown): string | undefined {
  const dot = (exports as Record<string, unknown> | undefined)?.['.'] as Record<string, unknown> | undefined;
  const imp = dot?.import;
  if (typeof imp === 'string') return imp;
  const def = (imp as Record<string, unknown> | undefined)?.default;
  return typeof def === 'string' ? def : undefined;
}

/**
 * Installs the packages ("name@version") into a folder of their own under .corpus/renderers, named
 * for them all, unless every one is there already; returns the folder.
 */
export function installRenderer(root: string, packages: readonly string[]): string {
  const dir = path.join(root, 'renderers', packages.join('+'));
  const missing = packages.filter(
    (p) => !fs.existsSync(path.join(dir, 'node_modules', p.slice(0, p.lastIndexOf('@')), 'package.json')),
  );
  if (missing.length) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true }));
    // All at once: the folder's package.json is written anew, and npm removes what it does not name.
    console.log(`installing ${packages.join(' ')}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', ...packages], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return dir;
}

export async function loadTheme(root: string, name: string, version: string): Promise<ThemeModule> {
  const dir = installRenderer(root, [`${name}@${version}`]);
  const pkg = path.join(dir, 'node_modules', name, 'package.json');
  // An ES-module theme may ship a CommonJS entry that cannot require its own ES-only
  // dependencies: its "import" export is taken where it has one; import() reads both kinds.
  const manifest = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { exports?: unknown; module?: string };
  const esm = esmEntry(manifest.exports) ?? manifest.module;
  const main = esm ? path.join(path.dirname(pkg), esm) : createRequire(pkg).resolve(name);
  const mod = (await import(pathToFileURL(main).href)) as Partial<ThemeModule> & {
    default?: Partial<ThemeModule>;
  };
  const render = mod.render ?? mod.default?.render;
  if (typeof render !== 'function') throw new Error(`${name} exports no render()`);
  return { render };
}
