import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BackendProvider } from '@/components/providers/backend-context';
import { DEFAULT_SETTINGS } from '@/domain/settings';
import { siteStatusOf, type SiteStatus } from '@/domain/site-status';
import { createFakeBackend } from '@/testing/fake-backend';
import { SITE_STATUS_KEY, useSiteStatus } from './use-site-status';

function Probe({ name }: { name: string }) {
  const status = useSiteStatus();
  return <p data-testid={name}>{status.maintenance.enabled ? 'maintenance' : 'open'}</p>;
}

function setup(answer: () => SiteStatus) {
  let calls = 0;
  const backend = createFakeBackend({
    callables: {
      getSiteStatus: () => {
        calls += 1;
        return answer();
      },
    },
  });
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend}>
        <Probe name="gate" />
        <Probe name="feature" />
      </BackendProvider>
    </QueryClientProvider>,
  );
  return { client, calls: () => calls };
}

const open = siteStatusOf(DEFAULT_SETTINGS);
const closed: SiteStatus = { ...open, maintenance: { ...open.maintenance, enabled: true } };

describe('useSiteStatus', () => {
  it('is open until the answer arrives, then asked once for every reader', async () => {
    const { calls } = setup(() => closed);
    expect(screen.getByTestId('gate')).toHaveTextContent('open');
    await waitFor(() => expect(screen.getByTestId('gate')).toHaveTextContent('maintenance'));
    expect(screen.getByTestId('feature')).toHaveTextContent('maintenance');
    expect(calls()).toBe(1);
  });

  it('stays open when the call fails', async () => {
    const { calls } = setup(() => {
      throw new Error('cold start');
    });
    await waitFor(() => expect(calls()).toBe(1));
    await act(async () => {});
    expect(screen.getByTestId('gate')).toHaveTextContent('open');
  });

  it("asks again at once when the admin's settings tab invalidates it", async () => {
    let answer = open;
    const { client, calls } = setup(() => answer);
    await waitFor(() => expect(calls()).toBe(1));
    answer = closed;
    await act(() => client.invalidateQueries({ queryKey: SITE_STATUS_KEY }));
    await waitFor(() => expect(screen.getByTestId('gate')).toHaveTextContent('maintenance'));
    expect(calls()).toBe(2);
  });
});
