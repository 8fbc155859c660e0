/**
 * The access table's document cases on the production rules: Google's Firestore emulator runs
 * firestore.rules, and the cases go through the Firebase web SDK with each actor's ID token
 * (firestore-driver.ts). The local backend's hand-written policies (access.test.ts) must give
 * the same answers; storage cases and crafted-token cases (which the emulator accepts as they
 * are) run only there.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_PROJECT_ID } from '../../server/testing/test-backend';
import { startFirestoreEmulator, type FirestoreEmulator } from '../support/firestore-emulator';
import { bindUids, createActors, type Actors } from './actors';
import { accessCases, fixtureDocs } from './cases';
import type { AccessDriver, Fixture } from './driver';
import { DOC_OPS } from './doc-ops';
import { createFirestoreDriver } from './firestore-driver';

const ruleCases = accessCases.filter((c) => DOC_OPS.has(c.op) && !c.localOnly);

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
beforeEach(() => driver.reset(fixture));

describe('access table: firestore.rules on the Firestore emulator', () => {
  it('covers most of the table', () => {
    console.log(
      `access table on firestore.rules: ${ruleCases.length} of ${accessCases.length} cases ` +
        '(the rest are storage or crafted-token cases, run against the local backend)',
    );
    expect(ruleCases.length).toBeGreaterThanOrEqual(accessCases.length * 0.75);
  });

  it.each(ruleCases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const bound = bindUids(c, actors.uids);
    expect(await driver.perform(bound, actors.tokens[c.who])).toBe(c.expect);
  });
});
