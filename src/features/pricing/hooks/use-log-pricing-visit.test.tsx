import { StrictMode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '@/components/providers/backend-context';
import { createFakeBackend } from '@/testing/fake-backend';
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

function setup(handler: (data: unknown) => unknown) {
  const calls = vi.fn(handler);
  const backend = createFakeBackend({ callables: { logPricingPageVisit: calls } });
  const ui = (
    <StrictMode>
      <BackendProvider backend={backend}>
        <Probe />
      </BackendProvider>
    </StrictMode>
  );
  return { calls, ui, ...render(ui) };
}

describe('useLogPricingVisit', () => {
  it('logs once per page mount, even under StrictMode and re-renders', async () => {
    const { calls, rerender, ui } = setup(() => ({ ok: true }));
    rerender(ui);
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(calls.mock.calls[0]?.[0]).toMatchObject({
      utm_source: 'ads',
      source: 'ads',
      device: 'mobile',
      screenResolution: '390x844',
      sessionId: 'session-1',
    });
  });

  it('ignores a failing call', async () => {
    const { calls, getByText } = setup(() => {
      throw new Error('internal');
    });
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(getByText('pricing')).toBeInTheDocument();
  });
});
