import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx } from '../testing/fakes';
import { invokeHandler } from './invoke';
import { logAngelDownload } from './log-angel-download';

const download = {
  source: 'angel-page',
  platform: 'mac-silicon',
  targetUrl: 'https://downloads.example.app/angel/4.0.5/Angel-AI-4.0.5-arm64.dmg',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
} as const;

async function logged(deps: ReturnType<typeof createTestDeps>) {
  return (await deps.store.query({ collection: 'angelDownloads' })).map((d) => d.data);
}

describe('logAngelDownload', () => {
  it('records a visitor’s download with the server’s time and no user', async () => {
    const deps = createTestDeps();
    const visitor = { ...userCtx('x'), uid: null };
    await expect(invokeHandler(logAngelDownload, deps, visitor, download)).resolves.toEqual({ logged: true });
    expect(await logged(deps)).toEqual([{ ...download, userId: null, createdAt: deps.clock.now() }]);
  });

  it('counts a visitor once per platform and UTC day, answering every call alike', async () => {
    const deps = createTestDeps();
    const visitor = { ...userCtx('x'), uid: null, ip: '203.0.113.7' };
    for (let i = 0; i < 30; i += 1) {
      await expect(invokeHandler(logAngelDownload, deps, visitor, download)).resolves.toEqual({
        logged: true,
      });
    }
    await invokeHandler(logAngelDownload, deps, visitor, { ...download, platform: 'windows' });
    expect((await logged(deps)).map((d) => d.platform).sort()).toEqual(['mac-silicon', 'windows']);
  });

  it('attributes a signed-in download to the caller', async () => {
    const deps = createTestDeps();
    await invokeHandler(logAngelDownload, deps, userCtx('u1'), { ...download, source: 'angel-live' });
    expect(await logged(deps)).toMatchObject([{ source: 'angel-live', userId: 'u1' }]);
  });

  it.each([
    ['an unknown source', { source: 'email' }],
    ['an unknown platform', { platform: 'solaris' }],
    ['a script address', { targetUrl: 'javascript:alert(1)' }],
    ['a non-URL', { targetUrl: 'not a url' }],
    ['a user agent over 500 characters', { userAgent: 'x'.repeat(501) }],
    ['a client-sent user', { userId: 'someone-else' }],
    ['a client-sent time', { createdAt: '2020-01-01' }],
  ])('rejects %s and writes nothing', async (_, change) => {
    const deps = createTestDeps();
    await expect(
      invokeHandler(logAngelDownload, deps, userCtx('u1'), { ...download, ...change }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await logged(deps)).toEqual([]);
  });

  it('accepts a user agent of exactly 500 characters', async () => {
    const deps = createTestDeps();
    await invokeHandler(logAngelDownload, deps, userCtx('u1'), { ...download, userAgent: 'x'.repeat(500) });
    expect(await logged(deps)).toHaveLength(1);
  });
});
