import { describe, expect, it } from 'vitest';
import { createTestDeps } from '../testing/fakes';
import { countOnceADay, visitorAddress } from './count-once-a-day';

const log = (scope = '') => ({ name: 'someLog', scope, collection: 'someLog', record: { at: 1 } });
const records = async (deps: ReturnType<typeof createTestDeps>) =>
  (await deps.store.query({ collection: 'someLog' })).length;

describe('visitorAddress', () => {
  it('keeps an IPv4 address, also one written inside IPv6', () => {
    expect(visitorAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const net = '2001:db8:1:2::/64';
    expect(visitorAddress('2001:db8:1:2::1')).toBe(net);
    expect(visitorAddress('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(net);
    expect(visitorAddress('2001:db8:1:2:0:0:0:9%eth0')).toBe(net);
    expect(visitorAddress('2001:db8:1:3::1')).not.toBe(net);
    expect(visitorAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('gives every call of unknown address the one name', () => {
    expect(visitorAddress(null)).toBe('unknown');
    expect(visitorAddress('')).toBe('unknown');
  });
});

describe('countOnceADay', () => {
  it('adds one record per address, scope and UTC day, and the mark holds no address', async () => {
    const deps = createTestDeps();
    const visitor = { uid: null, ip: '203.0.113.7' };
    const added = [];
    for (let i = 0; i < 30; i += 1) added.push(await countOnceADay(deps, visitor, log('mac')));
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await records(deps)).toBe(1);
    expect(await countOnceADay(deps, visitor, log('windows'))).toBe(true);
    expect(await countOnceADay(deps, { uid: null, ip: '203.0.113.8' }, log('mac'))).toBe(true);
    expect(await countOnceADay(deps, { ...visitor, ip: '2001:db8::1' }, log('mac'))).toBe(true);
    expect(await countOnceADay(deps, { ...visitor, ip: '2001:db8::2' }, log('mac'))).toBe(false);
    expect(await records(deps)).toBe(4);

    const marks = await deps.store.query({ collection: 'visitorMarks' });
    expect(JSON.stringify(marks)).not.toMatch(/203\.0\.113|2001:db8/);
    expect(marks[0]!.data).toEqual({ expiresAt: new Date('2025-01-16T00:00:00.000Z') });

    // The clock starts at 10:00 UTC; 23:59 is the same day, midnight the next.
    deps.clock.set('2025-01-15T23:59:59.999Z');
    expect(await countOnceADay(deps, visitor, log('mac'))).toBe(false);
    deps.clock.set('2025-01-16T00:00:00.000Z');
    expect(await countOnceADay(deps, visitor, log('mac'))).toBe(true);
    expect(await records(deps)).toBe(5);
  });

  it('counts a signed-in visitor once by account and by address', async () => {
    const deps = createTestDeps();
    expect(await countOnceADay(deps, { uid: 'u1', ip: '203.0.113.7' }, log())).toBe(true);
    // The same account from elsewhere, and a visitor from the account's address, were counted.
    expect(await countOnceADay(deps, { uid: 'u1', ip: '198.51.100.1' }, log())).toBe(false);
    expect(await countOnceADay(deps, { uid: null, ip: '203.0.113.7' }, log())).toBe(false);
    expect(await countOnceADay(deps, { uid: 'u2', ip: '198.51.100.2' }, log())).toBe(true);
    expect(await records(deps)).toBe(2);
  });

  it('keeps two logs apart', async () => {
    const deps = createTestDeps();
    const visitor = { uid: null, ip: '203.0.113.7' };
    expect(await countOnceADay(deps, visitor, log())).toBe(true);
    expect(await countOnceADay(deps, visitor, { ...log(), name: 'otherLog', collection: 'otherLog' })).toBe(
      true,
    );
  });
});
