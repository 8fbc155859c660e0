/**
 * Pricing configuration. CONFIGURATION: the one rupee rate (default 83.5, docs/product-rules.md 6.4),
 * overridable at build time with VITE_INR_PER_USD (the server reads the same variable).
 */
import { parseInrPerUsd } from '@/domain/pricing/rupees';

export const pricingConfig = {
  inrPerUsd: parseInrPerUsd(import.meta.env.VITE_INR_PER_USD),
} as const;
