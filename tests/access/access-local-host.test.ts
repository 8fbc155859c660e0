/**
 * The access table's file and callable cases against a started local host (table.ts): the file
 * stand-in's policy (server/files/storage-policy.ts, mirroring storage.rules) and the callables'
 * access levels, each behind the host's own token check, which is also where the crafted-token
 * cases run. Document cases run on firestore.rules instead (access-rules.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../../server/testing/test-backend';
import { bindUids, createActors, type Actors } from './actors';
import { fixtureFiles } from './cases';
import type { AccessDriver, Fixture } from './driver';
import { createLocalHostDriver } from './local-host-driver';
import { localHostCases } from './table';

let backend: TestBackend;
let actors: Actors;
let driver: AccessDriver;
let fixture: Fixture;

beforeAll(async () => {
  backend = await startTestBackend();
  actors = await createActors(TEST_PROJECT_ID);
  driver = createLocalHostDriver(backend, TEST_PROJECT_ID);
  fixture = { docs: {}, files: fixtureFiles(actors.uids.owner) };
});
afterAll(() => backend?.stop());
beforeEach(() => driver.reset(fixture));

describe('access table: files and callables on the local host', () => {
  it.each(localHostCases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const bound = bindUids(c, actors.uids);
    expect(await driver.perform(bound, actors.tokens[c.who])).toBe(c.expect);
  });
});
