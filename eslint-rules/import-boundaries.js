/**
 * The one-way import rules of docs/architecture.md 1 (Import rules), as a local ESLint rule:
 * - a feature never imports another feature (compose them in src/app or lift the shared part);
 * - only src/backend, functions/, server/, scripts/ and tests/ import firebase or firebase-admin;
 * - src/domain is pure: it imports only src/domain, zod and papaparse (CSV);
 * - functions/ and server/ never import src/features, src/app, src/components, src/backend or React;
 * - scripts/ obey the same: src/domain, functions/, server/ (and tests/ helpers), never
 *   src/features, src/app, src/components or React; src/backend only in the benches
 *   (scripts/bench-*.ts), which measure the browser's own document store.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function resolveTarget(fromFile, source) {
  if (source.startsWith('@/')) return path.join(root, 'src', source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null; // a package
}

const rel = (p) => path.relative(root, p).split(path.sep).join('/');

function featureOf(relPath) {
  const m = /^src\/features\/([^/]+)(?:\/([^/]+))?/.exec(relPath);
  if (!m) return null;
  // admin/<tab> folders are features of their own.
  return m[1] === 'admin' && m[2] && !m[2].includes('.') ? `admin/${m[2]}` : m[1];
}

const isTest = (relPath) => /\.test\.tsx?$/.test(relPath);

/** Packages src/domain may import: pure code with no I/O. */
const DOMAIN_PACKAGES = new Set(['zod', 'papaparse']);

const isHost = (relPath) => relPath.startsWith('functions/') || relPath.startsWith('server/');
const isScript = (relPath) => relPath.startsWith('scripts/');
const isBench = (relPath) => /^scripts\/bench-[^/]+\.ts$/.test(relPath);

function check(file, source) {
  const from = rel(file);
  // The entry files mount (main, boot) or prerender the app; tests may use their runner next to pure code.
  if (['src/main.tsx', 'src/boot.tsx', 'src/prerender.tsx'].includes(from)) return null;
  const isPackage = !source.startsWith('.') && !source.startsWith('@/');
  if (isPackage) {
    const firebase = /^(firebase|firebase-admin|firebase-functions)(\/|$)/.test(source);
    if (firebase && from.startsWith('src/') && !from.startsWith('src/backend/')) {
      return `"${source}" may only be imported in src/backend (docs/architecture.md 1, Import rules).`;
    }
    if (
      from.startsWith('src/domain/') &&
      !DOMAIN_PACKAGES.has(source) &&
      !(isTest(from) && source === 'vitest')
    ) {
      return `src/domain is pure: "${source}" is not allowed there (zod and papaparse only).`;
    }
    if ((isHost(from) || isScript(from)) && /^react(-dom)?(\/|$)/.test(source)) {
      return 'functions/, server/ and scripts/ never import React.';
    }
    return null;
  }
  const target = resolveTarget(file, source);
  if (!target) return null;
  const to = rel(target);
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Feature "${fromFeature}" imports feature "${toFeature}": compose in src/app or lift the shared part.`;
  }
  if (from.startsWith('src/domain/') && !to.startsWith('src/domain/')) {
    return 'src/domain imports only src/domain.';
  }
  if (isHost(from) && /^src\/(features|app|components|backend)\//.test(to)) {
    return 'functions/ and server/ import src/domain only, never the SPA.';
  }
  if (isScript(from) && /^src\/(features|app|components)\//.test(to)) {
    return 'scripts/ import src/domain (and functions/, server/), never the SPA: move the shared part to src/domain.';
  }
  if (isScript(from) && to.startsWith('src/backend/') && !isBench(from)) {
    return 'scripts/ import src/backend only in the benches (scripts/bench-*.ts).';
  }
  if (to.startsWith('src/app/') && !from.startsWith('src/app/') && from.startsWith('src/')) {
    return 'Imports flow app -> features -> backend -> domain; nothing imports src/app.';
  }
  return null;
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'import boundaries of docs/architecture.md' } },
  create(context) {
    const file = context.filename;
    const report = (node, source) => {
      const message = check(file, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => report(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node.source, node.source.value),
      ExportAllDeclaration: (node) => report(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' &&
        typeof node.source.value === 'string' &&
        report(node.source, node.source.value),
    };
  },
};

export const boundariesPlugin = { rules: { 'import-boundaries': importBoundaries } };
