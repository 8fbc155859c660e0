/**
 * JSON Resume themes are installed by the corpus script itself, never by CI or `npm install`:
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

export async function loadTheme(root: string, name: string, version: string): Promise<ThemeModule> {
  const dir = path.join(root, 'renderers', `${name}@${version}`);
  const pkg = path.join(dir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(pkg)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true }));
    console.log(`installing ${name}@${version}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', `${name}@${version}`], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
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
