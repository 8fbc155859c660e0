import type { Product } from '@/domain/payments/products';

/** What every provider's pay button gets from the purchase dialog. */
export interface PayButtonProps {
  product: Product;
  inrPerUsd: number;
  busy: boolean;
  /** true when a payment starts (the dialog then clears its error box and locks the tiles). */
  onBusyChange: (busy: boolean) => void;
  /** Shows the red box; no message shows its default text. */
  onError: (message?: string) => void;
}

export const PROCESSING = 'Processing...';
