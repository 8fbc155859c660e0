/**
 * How `npm start` and the tests find a Firestore emulator: FIRESTORE_EMULATOR_JAR, then gcloud's
 * install path (Java 17+), then firebase-tools' download (Java 21+), else one line saying what
 * to install. Fake `java` scripts stand in for the runtimes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFirestoreEmulator, javaMajorVersion } from './firestore-emulator';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobkit-find-emulator-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function file(name: string, content = ''): string {
  const p = path.join(dir, name);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, content, { mode: 0o755 });
  return p;
}

/** A `java` that reports `version` the way OpenJDK does (on stderr). */
const fakeJava = (version: string) =>
  file(`java-${version}`, `#!/bin/sh\necho 'openjdk version "${version}" 2025-04-15' >&2\n`);

const gcloudJar = file('gcloud/cloud-firestore-emulator.jar');
const cache = path.join(dir, 'cache');
file('cache/cloud-firestore-emulator-v1.19.9.jar');
file('cache/cloud-firestore-emulator-v1.20.2.jar');
const nowhere = path.join(dir, 'missing.jar');

describe('findFirestoreEmulator', () => {
  it('reads the major version of OpenJDK and of Java 8 style versions', () => {
    expect(javaMajorVersion(fakeJava('17.0.15'))).toBe(17);
    expect(javaMajorVersion(fakeJava('1.8.0_392'))).toBe(8);
    expect(javaMajorVersion(path.join(dir, 'no-java'))).toBe(0);
  });

  it('takes FIRESTORE_EMULATOR_JAR first, and says so when it points nowhere', () => {
    const java = fakeJava('17.0.2');
    const jar = file('custom/emulator.jar');
    expect(
      findFirestoreEmulator(
        { JAVA: java, FIRESTORE_EMULATOR_JAR: jar },
        { gcloudJar, firebaseToolsCache: cache },
      ),
    ).toEqual({ java, jar });
    expect(() =>
      findFirestoreEmulator(
        { JAVA: java, FIRESTORE_EMULATOR_JAR: nowhere },
        { gcloudJar, firebaseToolsCache: cache },
      ),
    ).toThrow(`FIRESTORE_EMULATOR_JAR points at ${nowhere}, which does not exist.`);
  });

  it("then gcloud's jar on Java 17", () => {
    const java = fakeJava('17.0.3');
    expect(findFirestoreEmulator({ JAVA: java }, { gcloudJar, firebaseToolsCache: cache })).toEqual({
      java,
      jar: gcloudJar,
    });
  });

  it("then firebase-tools' newest download, only on Java 21", () => {
    const places = { gcloudJar: nowhere, firebaseToolsCache: cache };
    const java21 = fakeJava('21.0.1');
    expect(findFirestoreEmulator({ JAVA: java21 }, places)).toEqual({
      java: java21,
      jar: path.join(cache, 'cloud-firestore-emulator-v1.20.2.jar'),
    });
    expect(() => findFirestoreEmulator({ JAVA: fakeJava('17.0.4') }, places)).toThrow(
      /^No Firestore emulator that Java 17 can run: install Debian's google-cloud-cli-firestore-emulator/,
    );
  });

  it('names the missing Java in one line', () => {
    const err = (() => {
      try {
        findFirestoreEmulator({ JAVA: path.join(dir, 'no-java') }, { gcloudJar, firebaseToolsCache: cache });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(err).toMatch(/^No Java runtime to run the Firestore emulator: install/);
    expect(err).not.toContain('\n');
  });
});
