/**
 * Where each case of the access table runs. Documents have one path, the Firestore emulator
 * running firestore.rules (access-rules.test.ts); files and callables run on the local host
 * (access-local-host.test.ts): its file stand-in mirrors storage.rules, since the Storage
 * emulator cannot run here. A crafted token (forged claim, expired, other project, bad
 * signature) belongs on the local host only: the Firestore emulator accepts any token as it
 * is, and in production Google checks the signature before any rule runs, so the table holds
 * no crafted-token document case (access-rules.test.ts fails on one).
 */
import { bindUids } from './actors';
import { accessCases, CRAFTED_TOKENS, fixtureDocs, type AccessCase } from './cases';
import { DOC_OPS } from './doc-ops';
import type { Fixture } from './driver';

const isDocument = (c: AccessCase) => DOC_OPS.has(c.op);
const isCrafted = (c: AccessCase) => CRAFTED_TOKENS.has(c.who);

/** Document cases, run on firestore.rules. */
export const documentCases = accessCases.filter((c) => isDocument(c) && !isCrafted(c));

/** File and callable cases, run on the local host. */
export const localHostCases = accessCases.filter((c) => !isDocument(c));

/** Crafted tokens against documents: nothing on this machine could check them (see above). */
export const unrunnableCases = accessCases.filter((c) => isDocument(c) && isCrafted(c));

/** The one line a test run prints about the table. */
export function tableSummary(): string {
  const files = localHostCases.filter((c) => c.op !== 'call' && !isCrafted(c)).length;
  const calls = localHostCases.filter((c) => c.op === 'call' && !isCrafted(c)).length;
  const crafted = localHostCases.filter(isCrafted).length;
  return (
    `access table: ${documentCases.length} document cases on firestore.rules, ` +
    `${files} storage cases on the file stand-in, ${calls} callable cases and ` +
    `${crafted} crafted-token cases on the local host; ${unrunnableCases.length} not run`
  );
}

/** The fixture a case starts from: all of it, less the document the case creates, if any. */
export function fixtureFor(c: AccessCase, fixture: Fixture): Fixture {
  if (!c.absent) return fixture;
  const { [c.absent]: _left, ...docs } = fixture.docs;
  return { ...fixture, docs };
}

const RULE_OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
type RuleOp = (typeof RULE_OPS)[number];

/** The rules operation a document case asks for, given the documents present before it. */
function ruleOpOf(c: AccessCase, present: Record<string, unknown>): RuleOp {
  if (c.op === 'get' || c.op === 'watch-doc') return 'get';
  if (c.op === 'list' || c.op === 'count' || c.op === 'watch-query') return 'list';
  if (c.op === 'add') return 'create';
  if (c.op === 'set' || c.op === 'merge') return c.path! in present ? 'update' : 'create';
  return c.op === 'update' ? 'update' : 'delete';
}

/** The top-level collection a document case touches (undefined for a subcollection). */
function collectionOf(c: AccessCase): string | undefined {
  const path = c.query ? `${c.query.collection}/*` : c.op === 'add' ? `${c.path}/*` : c.path!;
  const parts = path.split('/');
  return parts.length === 2 ? parts[0] : undefined;
}

/**
 * Every `collection operation` of firestore.rules that no document case asks for. The
 * collections are the rules' top-level matches (`match /users/{uid}`, `match /admin/settings`).
 */
export function uncoveredRuleOps(rules: string): string[] {
  const collections = [...rules.matchAll(/match \/(\w+)\/(?:\{\w+\}|\w+)\s*\{/g)].map((m) => m[1]!);
  const uids = {
    owner: 'u-owner',
    other: 'u-other',
    admin: 'u-admin',
    sneaky: 'u-sneaky',
    newcomer: 'u-new',
  };
  const fixture = { docs: fixtureDocs(uids), files: {} };
  const covered = new Set<string>();
  for (const c of documentCases.map((raw) => bindUids(raw, uids))) {
    const collection = collectionOf(c);
    if (collection) covered.add(`${collection} ${ruleOpOf(c, fixtureFor(c, fixture).docs)}`);
  }
  return collections.flatMap((col) => RULE_OPS.map((op) => `${col} ${op}`)).filter((k) => !covered.has(k));
}
