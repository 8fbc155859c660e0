/**
 * The access table is strong enough to notice a loosened rule: each mutation below weakens one
 * statement of a copy of firestore.rules, and the table's cases for that collection must then
 * disagree with the emulator at least once. A mutation nobody notices is a rule no case covers.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROJECT_ID } from '../../server/testing/test-backend';
import {
  loadFirestoreRules,
  RULES_FILE,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../server/dev/firestore-emulator';
import { bindUids, createActors, type Actors } from './actors';
import { fixtureDocs, type AccessCase } from './cases';
import type { AccessDriver } from './driver';
import { createFirestoreDriver } from './firestore-driver';
import { documentCases, fixtureFor } from './table';

const RULES = fs.readFileSync(RULES_FILE, 'utf8');

/** One loosened statement each: the text replaced, its weaker version, the collection it guards. */
const MUTATIONS = [
  {
    name: 'users may create their own document',
    collection: 'users',
    from: '      // Only the server creates user documents (at sign-in), so their contents can be trusted.\n      allow create: if false;',
    to: '      allow create: if isSignedIn();',
  },
  {
    name: "comments no longer carry their author's profile",
    collection: 'comments',
    from: '        && isAuthorProfile(d)\n',
    to: '',
  },
  {
    name: 'owners may write their own name again',
    collection: 'users',
    from: "|| (isOwner(uid) && changesOnly(['photoURL']) && validPhoto());",
    to: "|| (isOwner(uid) && changesOnly(['name', 'photoURL']) && validPhoto());",
  },
  {
    name: 'the staff mark no longer follows the admin claim',
    collection: 'comments',
    from: '        && hasStaffFlagOfCaller(d)\n',
    to: '',
  },
  {
    name: 'clients may write Magic CV records',
    collection: 'processedResumes',
    from: '      // Only the handler writes records: a client could otherwise fake a completed generation.\n      allow create: if false;',
    to: '      allow create: if isSignedIn();',
  },
] as const;

const touches = (c: AccessCase, collection: string) =>
  (c.path ?? '').startsWith(`${collection}`) || c.query?.collection === collection;

let emulator: FirestoreEmulator;
let actors: Actors;
let driver: AccessDriver;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  actors = await createActors(TEST_PROJECT_ID);
  driver = createFirestoreDriver(emulator, TEST_PROJECT_ID);
}, 90_000);
afterAll(() => emulator?.stop());

describe('a loosened copy of firestore.rules fails the access table', () => {
  it.each(MUTATIONS.map((m) => [m.name, m] as const))(
    '%s',
    async (_, m) => {
      expect(RULES, 'the mutation must find its statement').toContain(m.from);
      await loadFirestoreRules(emulator, TEST_PROJECT_ID, RULES.replace(m.from, m.to));
      const cases = documentCases.filter((c) => touches(c, m.collection));
      expect(cases.length).toBeGreaterThan(0);
      const fixture = { docs: fixtureDocs(actors.uids), files: {} };
      // One case that disagrees is enough: the table noticed, and the rest need not run.
      let noticed: string | null = null;
      for (const c of cases) {
        const bound = bindUids(c, actors.uids);
        await driver.reset(fixtureFor(bound, fixture));
        const outcome = await driver.perform(bound, actors.tokens[c.who]);
        if (outcome !== c.expect) {
          noticed = c.name;
          break;
        }
      }
      expect(noticed, `no case noticed: ${m.name}`).not.toBeNull();
    },
    120_000,
  );
});
