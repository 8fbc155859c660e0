/**
 * The pricing page visit log payload (docs/product-rules.md 6.5). Everything the browser
 * provides is an input, so the builder is testable without a window.
 */
import type { PricingVisit } from '@/domain/payments/contract';

export const SESSION_ID_KEY = 'pricing_session_id';
export const RETURNING_VISITOR_KEY = 'pricing_returning_visitor';

/** Below this viewport width the visit counts as mobile, whatever the user agent says. */
const MOBILE_MAX_WIDTH = 767;
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface VisitInputs {
  /** location.search, with or without the leading '?'. */
  search: string;
  referrer: string;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  userAgent: string;
  /** null when storage is unavailable (privacy mode). */
  session: KeyValueStore | null;
  local: KeyValueStore | null;
  newId: () => string;
  /** Not detected on this page (the log must not wait for a geolocation service). */
  country?: string;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

// The server's schema caps every field; an over-long value is cut rather than lose the log.
const cap = (value: string, max = 200) => value.slice(0, max);

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

function safeGet(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(store: KeyValueStore | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Storage full or blocked: the id or flag is then per page load, which is acceptable.
  }
}

/** One id per browser session: reused from session storage, created on the first visit. */
export function sessionIdFrom(session: KeyValueStore | null, newId: () => string): string {
  const existing = safeGet(session, SESSION_ID_KEY);
  if (existing) return existing;
  const id = newId();
  safeSet(session, SESSION_ID_KEY, id);
  return id;
}

/** False on the first visit in this browser, true afterwards. */
export function returningFrom(local: KeyValueStore | null): boolean {
  const returning = safeGet(local, RETURNING_VISITOR_KEY) === 'true';
  if (!returning) safeSet(local, RETURNING_VISITOR_KEY, 'true');
  return returning;
}

export function deviceOf(userAgent: string, viewportWidth: number): 'mobile' | 'desktop' {
  return MOBILE_AGENT.test(userAgent) || viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

export function buildPricingVisit(input: VisitInputs): PricingVisit {
  const params = new URLSearchParams(input.search);
  const utm = Object.fromEntries(UTM_KEYS.map((k) => [k, cap(params.get(k)?.trim() ?? '')])) as Record<
    (typeof UTM_KEYS)[number],
    string
  >;
  const source = utm.utm_source || hostOf(input.referrer) || 'direct';
  return {
    referrer: cap(input.referrer, 2048),
    source: cap(source),
    ...utm,
    country: cap(input.country ?? '', 100),
    device: deviceOf(input.userAgent, input.viewportWidth),
    browser: 'unknown',
    os: 'unknown',
    screenResolution: `${Math.round(input.screenWidth)}x${Math.round(input.screenHeight)}`,
    sessionId: cap(sessionIdFrom(input.session, input.newId), 100),
    isReturningVisitor: returningFrom(input.local),
  };
}

function storage(kind: 'sessionStorage' | 'localStorage'): KeyValueStore | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The inputs of the current page. */
export function browserVisitInputs(): VisitInputs {
  return {
    search: window.location.search,
    referrer: document.referrer,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
    viewportWidth: window.innerWidth,
    userAgent: navigator.userAgent,
    session: storage('sessionStorage'),
    local: storage('localStorage'),
    newId: () =>
      typeof crypto !== 'undefined' && 'randomUUID' in crypto
        ? crypto.randomUUID()
        : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  };
}
