/**
 * Finds every regular expression in the code that reads resume, posting or user text and judges
 * its worst case with scslre (the analysis behind eslint-plugin-regexp's super-linear rules): a
 * pattern whose matching time can grow faster than the input (nested or overlapping quantifiers,
 * or a search that rescans a long run from every start position) is reported with its file:line.
 * Literals are judged as written; `new RegExp(...)` is judged when its pattern is a plain string,
 * else it is "dynamic" and the test judges the pattern it builds at run time (module level) or the
 * allow-list must name it (docs/architecture.md section 3, "Security model").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyse } from 'scslre';
import ts from 'typescript';
import { z } from 'zod';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The server's code and the pure code it shares: everything a request's text can reach. */
export const SCANNED_ROOTS = ['src/domain', 'functions/src', 'server'];

/** Tests and their helpers never see a request. */
const SKIPPED = (rel: string) =>
  /\.test\.tsx?$/.test(rel) || /(?:^|\/)(?:testing|test-utils)\//.test(rel) || rel.endsWith('.d.ts');

export interface FoundRegex {
  /** `path/from/repo.ts:line` */
  site: string;
  kind: 'literal' | 'constructed' | 'dynamic';
  source: string;
  flags: string;
  /** Built when its module loads (not inside a function): the test can catch the built pattern. */
  moduleLevel: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'lib') out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(entry.name) && !SKIPPED(rel)) out.push(rel);
  }
  return out;
}

const isFunctionLike = (n: ts.Node) =>
  ts.isFunctionDeclaration(n) ||
  ts.isFunctionExpression(n) ||
  ts.isArrowFunction(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isConstructorDeclaration(n) ||
  ts.isGetAccessor(n) ||
  ts.isSetAccessor(n);

function atModuleLevel(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) if (isFunctionLike(p)) return false;
  return true;
}

const plainString = (n: ts.Expression | undefined): string | null =>
  n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : null;

function scanFile(rel: string): FoundRegex[] {
  const text = readFileSync(path.join(repoRoot, rel), 'utf8');
  const file = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
  const found: FoundRegex[] = [];
  const site = (n: ts.Node) => `${rel}:${file.getLineAndCharacterOfPosition(n.getStart(file)).line + 1}`;
  const visit = (n: ts.Node): void => {
    if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = n.getText(file);
      const end = literal.lastIndexOf('/');
      found.push({
        site: site(n),
        kind: 'literal',
        source: literal.slice(1, end),
        flags: literal.slice(end + 1),
        moduleLevel: atModuleLevel(n),
      });
    } else if (
      (ts.isNewExpression(n) || ts.isCallExpression(n)) &&
      ts.isIdentifier(n.expression) &&
      n.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = n.arguments ?? [];
      const source = plainString(pattern);
      const flagText = flags === undefined ? '' : plainString(flags);
      found.push({
        site: site(n),
        kind: source !== null && flagText !== null ? 'constructed' : 'dynamic',
        source: source ?? '',
        flags: flagText ?? '',
        moduleLevel: atModuleLevel(n),
      });
    }
    ts.forEachChild(n, visit);
  };
  visit(file);
  return found;
}

export function scanRegexes(roots: readonly string[] = SCANNED_ROOTS): FoundRegex[] {
  return roots.flatMap(sourceFiles).flatMap(scanFile);
}

/**
 * Why a pattern is super-linear (the kind of report and a character whose repetition shows it),
 * or null when scslre finds nothing. A pattern it cannot parse is reported too.
 */
export function superLinear(source: string, flags: string): string | null {
  try {
    const { reports } = analyse(
      { source, flags },
      { reportTypes: { Move: true, Self: true, Trade: true }, maxReports: 3 },
    );
    if (reports.length === 0) return null;
    return reports
      .map(
        (r) =>
          `${r.exponential ? 'exponential' : 'polynomial'} ${r.type} on ${JSON.stringify(r.character.pick)}`,
      )
      .join('; ');
  } catch (e) {
    return `cannot be analysed (${e instanceof Error ? e.message : String(e)})`;
  }
}

/** Sites the checker flags, or cannot see, that are safe for a stated reason. */
const allowListSchema = z.array(
  z.strictObject({
    /** `path:line` as the scan names it. */
    site: z.string().regex(/^[\w./-]+\.tsx?:\d+$/),
    /** The pattern's source as written there, so a changed pattern is judged again. */
    pattern: z.string().min(1),
    reason: z.string().min(20),
  }),
);
export type AllowEntry = z.infer<typeof allowListSchema>[number];

export function readAllowList(): AllowEntry[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, 'regex-allow.json'), 'utf8'));
  return allowListSchema.parse(raw);
}

/** The text written at a site, as the allow-list quotes it: a literal's source, else the call's first argument. */
export function writtenPattern(found: FoundRegex): string {
  if (found.kind !== 'dynamic') return found.source;
  const [rel, line] = found.site.split(':');
  return readFileSync(path.join(repoRoot, rel!), 'utf8').split('\n')[Number(line) - 1]!.trim();
}
