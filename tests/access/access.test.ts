/**
 * Runs every case of the access table through the real HTTP/WebSocket API of a started local
 * backend. The driver is the only target-specific part, so the Google emulators can run the
 * same table with another driver.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestBackend, TEST_PROJECT_ID, type TestBackend } from '../../server/testing/test-backend';
import { bindUids, createActors, type Actors } from './actors';
import { accessCases, fixtureDocs, fixtureFiles } from './cases';
import type { AccessDriver, Fixture } from './driver';
import { createLocalDriver } from './local-driver';

let backend: TestBackend;
let actors: Actors;
let driver: AccessDriver;
let fixture: Fixture;

beforeAll(async () => {
  backend = await startTestBackend();
  actors = await createActors(TEST_PROJECT_ID);
  driver = createLocalDriver(backend);
  fixture = { docs: fixtureDocs(actors.uids), files: fixtureFiles(actors.uids.owner) };
});
afterAll(() => backend?.stop());
beforeEach(() => driver.reset(fixture));

describe('access table: local backend', () => {
  it('has enough cases, each with a unique name', () => {
    expect(accessCases.length).toBeGreaterThanOrEqual(45);
    expect(new Set(accessCases.map((c) => c.name)).size).toBe(accessCases.length);
  });

  it.each(accessCases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const bound = bindUids(c, actors.uids);
    expect(await driver.perform(bound, actors.tokens[c.who])).toBe(c.expect);
  });
});
