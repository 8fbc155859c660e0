import { useEffect, useState } from 'react';
import { paymentsConfig } from '@/config/payments';
import { detectCountry, type DetectedCountry } from '../lib/detect-country';

// One lookup per page load: every purchase dialog opened afterwards reuses the answer.
let detection: Promise<DetectedCountry> | null = null;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function getDetectedCountry(): Promise<DetectedCountry> {
  detection ??= detectCountry({
    // Looked up at call time so tests can stub the global fetch.
    fetch: (input, init) => globalThis.fetch(input, init),
    timeZone: browserTimeZone(),
    primaryUrl: paymentsConfig.geoPrimaryUrl,
    fallbackUrl: paymentsConfig.geoFallbackUrl,
    timeoutMs: paymentsConfig.geoTimeoutMs,
  });
  return detection;
}

/** Drops the cached answer (tests; the next dialog looks the country up again). */
export function forgetDetectedCountry(): void {
  detection = null;
}

/** The detected country, or null while the lookup runs. */
export function useDetectedCountry(): DetectedCountry | null {
  const [detected, setDetected] = useState<DetectedCountry | null>(null);
  useEffect(() => {
    let active = true;
    void getDetectedCountry().then((value) => {
      if (active) setDetected(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return detected;
}
