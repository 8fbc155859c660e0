import { StrictMode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/components/providers/auth-context';
import { BackendProvider } from '@/components/providers/backend-context';
import { createFakeBackend, type FakeAuthOptions } from '@/testing/fake-backend';
import type { VisitInputs } from '../lib/pricing-visit';
import { useLogPricingVisit } from './use-log-pricing-visit';

const inputs = (): VisitInputs => ({
  search: '?utm_source=ads',
  referrer: '',
  screenWidth: 390,
  screenHeight: 844,
  viewportWidth: 390,
  userAgent: 'test',
  session: null,
  local: null,
  newId: () => 'session-1',
});

function Probe() {
  useLogPricingVisit(inputs);
  return <p>pricing</p>;
}

/** `calls` records the SDK's calls (a signed-in user's), `publicCalls` those made without it. */
function setup(handler: (data: unknown) => unknown, user: FakeAuthOptions['user'] = null) {
  const calls = vi.fn(handler);
  const publicCalls = vi.fn(handler);
  const backend = {
    ...createFakeBackend({ user, callables: { logPricingPageVisit: calls } }),
    publicFunctions: createFakeBackend({ callables: { logPricingPageVisit: publicCalls } }).functions,
  };
  const ui = (
    <StrictMode>
      <BackendProvider backend={backend}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </BackendProvider>
    </StrictMode>
  );
  return { calls, publicCalls, backend, ui, ...render(ui) };
}

describe('useLogPricingVisit', () => {
  it("logs a visitor's visit once per page mount without the SDK, even under StrictMode", async () => {
    const { calls, publicCalls, rerender, ui } = setup(() => ({ ok: true }));
    rerender(ui);
    await waitFor(() => expect(publicCalls).toHaveBeenCalledTimes(1));
    expect(calls).not.toHaveBeenCalled();
    expect(publicCalls.mock.calls[0]?.[0]).toMatchObject({
      utm_source: 'ads',
      source: 'ads',
      device: 'mobile',
      screenResolution: '390x844',
      sessionId: 'session-1',
    });
  });

  it("waits to know who is looking, then logs a signed-in user's visit with the SDK", async () => {
    const { calls, publicCalls, backend } = setup(() => ({ ok: true }), 'loading');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).not.toHaveBeenCalled();
    act(() =>
      backend.auth.emit({
        uid: 'u1',
        email: 'a@b.c',
        displayName: null,
        photoURL: null,
        emailVerified: true,
        providers: ['password'],
        admin: false,
      }),
    );
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(publicCalls).not.toHaveBeenCalled();
  });

  it('ignores a failing call', async () => {
    const { publicCalls, getByText } = setup(() => {
      throw new Error('internal');
    });
    await waitFor(() => expect(publicCalls).toHaveBeenCalledTimes(1));
    expect(getByText('pricing')).toBeInTheDocument();
  });
});
