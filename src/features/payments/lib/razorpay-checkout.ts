/**
 * Razorpay Checkout (checkout.js, or the local simulator's copy of it): the script is loaded
 * once per page and defines `window.Razorpay`.
 */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
  prefill?: { name?: string; email?: string };
  theme?: { color: string };
}

export interface RazorpayInstance {
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: { url: string; promise: Promise<RazorpayConstructor> } | null = null;

/** Resolves to the Checkout constructor; rejects when the script cannot be loaded. */
export function loadRazorpayCheckout(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout is missing'));
    script.onerror = () => {
      script.remove();
      // A later attempt may succeed (a network blip): do not cache the failure.
      loading = null;
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
  loading = { url, promise };
  return promise;
}
