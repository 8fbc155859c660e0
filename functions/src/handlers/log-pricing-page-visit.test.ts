import { describe, expect, it } from 'vitest';
import { createTestDeps, userCtx } from '../testing/fakes';
import { invokeHandler } from './invoke';
import { logPricingPageVisit } from './log-pricing-page-visit';

const visit = {
  referrer: 'https://www.google.com/',
  source: 'google',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'launch',
  utm_term: '',
  utm_content: '',
  country: 'IN',
  device: 'mobile',
  browser: 'unknown',
  os: 'unknown',
  screenResolution: '390x844',
  sessionId: 'session-1',
  isReturningVisitor: false,
} as const;

describe('logPricingPageVisit', () => {
  it('records a visitor’s page load with the server’s time and no user', async () => {
    const deps = createTestDeps();
    const visitor = { ...userCtx('x'), uid: null };
    await expect(invokeHandler(logPricingPageVisit, deps, visitor, visit)).resolves.toEqual({ logged: true });
    const [doc] = await deps.store.query({ collection: 'pricingPageVisits' });
    expect(doc!.data).toMatchObject({ ...visit, userId: null, createdAt: deps.clock.now() });
  });

  it('counts a visitor once a UTC day, answering every call alike', async () => {
    const deps = createTestDeps();
    const visitor = { ...userCtx('x'), uid: null, ip: '203.0.113.7' };
    for (let i = 0; i < 30; i += 1) {
      await expect(invokeHandler(logPricingPageVisit, deps, visitor, visit)).resolves.toEqual({
        logged: true,
      });
    }
    expect(await deps.store.query({ collection: 'pricingPageVisits' })).toHaveLength(1);
  });

  it('attributes a signed-in visit to the caller, never to a client-sent user', async () => {
    const deps = createTestDeps();
    await invokeHandler(logPricingPageVisit, deps, userCtx('u1'), visit);
    expect((await deps.store.query({ collection: 'pricingPageVisits' }))[0]!.data.userId).toBe('u1');
    await expect(
      invokeHandler(logPricingPageVisit, deps, userCtx('u1'), { ...visit, userId: 'someone-else' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      invokeHandler(logPricingPageVisit, deps, userCtx('u1'), { ...visit, device: 'tablet' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
