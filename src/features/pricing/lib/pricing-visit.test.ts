import { describe, expect, it } from 'vitest';
import { pricingVisitSchema } from '@/domain/payments/contract';
import {
  buildPricingVisit,
  deviceOf,
  RETURNING_VISITOR_KEY,
  SESSION_ID_KEY,
  type VisitInputs,
} from './pricing-visit';

function memoryStore(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

function inputs(overrides: Partial<VisitInputs> = {}): VisitInputs {
  let n = 0;
  return {
    search: '',
    referrer: '',
    screenWidth: 1920,
    screenHeight: 1080,
    viewportWidth: 1280,
    userAgent: DESKTOP_UA,
    session: memoryStore(),
    local: memoryStore(),
    newId: () => `id-${++n}`,
    ...overrides,
  };
}

describe('buildPricingVisit', () => {
  it('reads every utm parameter and uses utm_source as the source', () => {
    const visit = buildPricingVisit(
      inputs({
        search:
          '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_term=resume&utm_content=cta',
        referrer: 'https://www.google.com/search?q=x',
      }),
    );
    expect(visit).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
      utm_term: 'resume',
      utm_content: 'cta',
      source: 'newsletter',
      referrer: 'https://www.google.com/search?q=x',
      browser: 'unknown',
      os: 'unknown',
      country: '',
      screenResolution: '1920x1080',
    });
    expect(pricingVisitSchema.parse(visit)).toEqual(visit);
  });

  it("falls back to the referrer's host name, then to 'direct'", () => {
    const fromReferrer = buildPricingVisit(
      inputs({ search: 'a=1', referrer: 'https://news.ycombinator.com/item?id=1' }),
    );
    expect(fromReferrer.source).toBe('news.ycombinator.com');
    expect(fromReferrer.utm_source).toBe('');
    expect(buildPricingVisit(inputs()).source).toBe('direct');
    expect(buildPricingVisit(inputs({ referrer: 'not a url' })).source).toBe('direct');
  });

  it('tells mobile from desktop by user agent or narrow viewport', () => {
    expect(buildPricingVisit(inputs()).device).toBe('desktop');
    expect(buildPricingVisit(inputs({ userAgent: IPHONE_UA, viewportWidth: 1024 })).device).toBe('mobile');
    expect(deviceOf(DESKTOP_UA, 390)).toBe('mobile');
    expect(deviceOf(DESKTOP_UA, 768)).toBe('desktop');
  });

  it('creates the session id once and reuses it for the rest of the session', () => {
    const session = memoryStore();
    const first = buildPricingVisit(inputs({ session, newId: () => 'uuid-1' }));
    const second = buildPricingVisit(inputs({ session, newId: () => 'uuid-2' }));
    expect(first.sessionId).toBe('uuid-1');
    expect(second.sessionId).toBe('uuid-1');
    expect(session.map.get(SESSION_ID_KEY)).toBe('uuid-1');
    const nextSession = buildPricingVisit(inputs({ session: memoryStore(), newId: () => 'uuid-3' }));
    expect(nextSession.sessionId).toBe('uuid-3');
  });

  it('marks the first visit as new and later ones as returning', () => {
    const local = memoryStore();
    expect(buildPricingVisit(inputs({ local })).isReturningVisitor).toBe(false);
    expect(local.map.get(RETURNING_VISITOR_KEY)).toBe('true');
    expect(buildPricingVisit(inputs({ local })).isReturningVisitor).toBe(true);
  });

  it('still builds a valid payload without storage and with over-long values', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const visit = buildPricingVisit(
      inputs({
        session: broken,
        local: null,
        search: `?utm_campaign=${'x'.repeat(500)}`,
        newId: () => 'fresh',
      }),
    );
    expect(visit.sessionId).toBe('fresh');
    expect(visit.isReturningVisitor).toBe(false);
    expect(visit.utm_campaign).toHaveLength(200);
    expect(() => pricingVisitSchema.parse(visit)).not.toThrow();
  });
});
