/**
 * The access table's document cases on the production rules: Google's Firestore emulator runs
 * firestore.rules, and the cases go through the Firebase web SDK with each actor's ID token
 * (firestore-driver.ts). This is the only place document access is decided: there is no other
 * copy of the rules. File and callable cases run on the local host (access-local-host.test.ts);
 * crafted-token cases on documents have no target here (table.ts).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROJECT_ID } from '../../server/testing/test-backend';
import {
  RULES_FILE,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../server/dev/firestore-emulator';
import { bindUids, createActors, type Actors } from './actors';
import { accessCases, fixtureDocs } from './cases';
import type { AccessDriver, Fixture } from './driver';
import { createFirestoreDriver } from './firestore-driver';
import { documentCases, fixtureFor, tableSummary, uncoveredRuleOps, unrunnableCases } from './table';

let emulator: FirestoreEmulator;
let actors: Actors;
let driver: AccessDriver;
let fixture: Fixture;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  actors = await createActors(TEST_PROJECT_ID);
  driver = createFirestoreDriver(emulator, TEST_PROJECT_ID);
  fixture = { docs: fixtureDocs(actors.uids), files: {} };
}, 90_000);
afterAll(() => emulator?.stop());

describe('access table: firestore.rules on the Firestore emulator', () => {
  it('has at least 400 document cases, each name once, for every collection and operation', () => {
    console.log(tableSummary());
    expect(documentCases.length).toBeGreaterThanOrEqual(400);
    // A crafted token on a document could be checked by nothing here (table.ts).
    expect(unrunnableCases.map((c) => c.name)).toEqual([]);
    expect(new Set(accessCases.map((c) => c.name)).size).toBe(accessCases.length);
    expect(uncoveredRuleOps(fs.readFileSync(RULES_FILE, 'utf8'))).toEqual([]);
  });

  it.each(documentCases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const bound = bindUids(c, actors.uids);
    await driver.reset(fixtureFor(bound, fixture));
    expect(await driver.perform(bound, actors.tokens[c.who])).toBe(c.expect);
  });
});
