/**
 * Pricing configuration. CONFIGURATION: the one rupee rate of DESIGN section 7 (default 83.5),
 * overridable at build time with VITE_INR_PER_USD.
 */
import { DEFAULT_INR_PER_USD } from '@/domain/pricing/rupees';

function readRate(raw: unknown): number {
  const rate = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_INR_PER_USD;
}

export const pricingConfig = {
  inrPerUsd: readRate(import.meta.env.VITE_INR_PER_USD),
} as const;
