/** Shared set-up of the purchase dialog tests: a country, the location stub, a reopenable dialog. */
import { useState } from 'react';
import { vi } from 'vitest';
import { createFakeBackend, fakeUser } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render';
import { forgetDetectedCountry } from '../hooks/use-detected-country';
import { PurchaseDialog } from './purchase-dialog';

/** The IP lookup answers `country` (both services), so detection is instant and offline. */
export function stubCountry(country: string) {
  forgetDetectedCountry();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ country_code: country, country }), { status: 200 })),
  );
}

const realLocation = window.location;

/** Replaces window.location with a copy whose assign() is a spy (jsdom cannot navigate). */
export function stubLocationAssign() {
  const assign = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...realLocation, assign } });
  return assign;
}

export function restoreLocation() {
  Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
}

function Harness({ initial }: { initial: string }) {
  const [productId, setProductId] = useState<string | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setProductId(initial)}>
        Reopen
      </button>
      <PurchaseDialog productId={productId} onClose={() => setProductId(null)} inrPerUsd={83.5} />
    </>
  );
}

export function renderDialog({
  productId = 'pro-1-month',
  user = fakeUser(),
  callables = {},
}: {
  productId?: string;
  user?: ReturnType<typeof fakeUser> | null;
  callables?: Record<string, (data: unknown) => unknown>;
} = {}) {
  const spies = Object.fromEntries(Object.entries(callables).map(([name, fn]) => [name, vi.fn(fn)]));
  const backend = createFakeBackend({ user, callables: spies });
  const view = renderWithProviders(<Harness initial={productId} />, { backend, path: '/pricing' });
  return { ...view, spies };
}
