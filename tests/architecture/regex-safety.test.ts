/**
 * No regular expression in the server's code may take super-linear time on a long input
 * (docs/architecture.md section 3, "Security model"): one request's text would stall every other
 * request on that instance. The scan (regex-scan.ts) names each offender as file:line. A site the
 * checker cannot judge, or flags though it is safe, is listed in regex-allow.json with its reason.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readAllowList,
  repoRoot,
  scanRegexes,
  superLinear,
  writtenPattern,
  type FoundRegex,
} from './regex-scan';

const found = scanRegexes();
const allow = readAllowList();
const allowed = (f: FoundRegex) => allow.some((a) => a.site === f.site && a.pattern === writtenPattern(f));

describe('regular expressions that read request text', () => {
  it('are found in the server code and the shared domain code', () => {
    expect(found.length).toBeGreaterThan(500);
    expect(found.some((f) => f.site.startsWith('src/domain/resume/parse-contact.ts:'))).toBe(true);
  });

  it('are never super-linear as written', () => {
    const problems = found
      .filter((f) => f.kind !== 'dynamic' && !allowed(f))
      .map((f) => ({ f, why: superLinear(f.source, f.flags) }))
      .filter(({ why }) => why !== null)
      .map(({ f, why }) => `${f.site} /${f.source}/${f.flags}: ${why}`);
    expect(problems).toEqual([]);
  });

  it('are built inside a function only from a plain string, or are allow-listed with a reason', () => {
    const unjudged = found
      .filter((f) => f.kind === 'dynamic' && !f.moduleLevel && !allowed(f))
      .map((f) => `${f.site}: ${writtenPattern(f)}`);
    expect(unjudged).toEqual([]);
  });

  it('allow-list only sites that still hold the pattern it quotes', () => {
    const stale = allow
      .filter((a) => !found.some((f) => f.site === a.site && writtenPattern(f) === a.pattern))
      .map((a) => a.site);
    expect(stale).toEqual([]);
  });
});

describe('regular expressions built when a module loads', () => {
  const Original = RegExp;
  afterAll(() => {
    globalThis.RegExp = Original;
  });

  it('are never super-linear', async () => {
    const dynamic = found.filter((f) => f.kind === 'dynamic' && f.moduleLevel && !allowed(f));
    const files = [...new Set(dynamic.map((f) => f.site.split(':')[0]!))];
    expect(files.length).toBeGreaterThan(0);
    const built: { source: string; flags: string; stack: string }[] = [];
    globalThis.RegExp = new Proxy(Original, {
      construct(target, args: [string | RegExp, string?]) {
        const re = Reflect.construct(target, args) as RegExp;
        built.push({ source: re.source, flags: re.flags, stack: new Error().stack ?? '' });
        return re;
      },
      apply(target, _this, args: [string | RegExp, string?]) {
        const re = Reflect.construct(target, args) as RegExp;
        built.push({ source: re.source, flags: re.flags, stack: new Error().stack ?? '' });
        return re;
      },
    });
    try {
      for (const file of files) await import(pathToFileURL(path.join(repoRoot, file)).href);
    } finally {
      globalThis.RegExp = Original;
    }
    const ours = built.filter((b) => files.some((file) => b.stack.includes(file)));
    // Each module-level site was seen building its pattern.
    const unseen = dynamic.filter((f) => !ours.some((b) => b.stack.includes(f.site.split(':')[0]!)));
    expect(unseen.map((f) => f.site)).toEqual([]);
    const problems = ours
      .map((b) => ({ b, why: superLinear(b.source, b.flags) }))
      .filter(({ why }) => why !== null)
      .map(({ b, why }) => {
        const at = files.map((file) => new Original(`${file}:(\\d+)`).exec(b.stack)).find(Boolean);
        const site = at ? at[0] : 'unknown site';
        return `${site} /${b.source.slice(0, 120)}/${b.flags}: ${why}`;
      });
    expect(problems).toEqual([]);
  });
});
