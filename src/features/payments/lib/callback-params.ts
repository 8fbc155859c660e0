/**
 * The query parameters of /payment-callback (docs/product-rules.md 7.5): PhonePe's code, transactionId,
 * merchantId, orderId, merchantTransactionId and status, plus our `provider` and PayPal's
 * `token` (its order id).
 */
export const CALLBACK_PARAM_NAMES = [
  'code',
  'transactionId',
  'merchantId',
  'orderId',
  'merchantTransactionId',
  'status',
  'provider',
  'token',
] as const;

export type CallbackParamName = (typeof CALLBACK_PARAM_NAMES)[number];
export type CallbackParams = Record<CallbackParamName, string>;

function pick(get: (name: CallbackParamName) => string | null | undefined): CallbackParams {
  return Object.fromEntries(
    CALLBACK_PARAM_NAMES.map((name) => [name, (get(name) ?? '').trim()]),
  ) as CallbackParams;
}

export function hasAnyParam(params: CallbackParams): boolean {
  return CALLBACK_PARAM_NAMES.some((name) => params[name] !== '');
}

/**
 * The URL's parameters; when it has none (the buyer came back through /login on a bare path),
 * the ones saved in session storage on the first visit.
 */
export function callbackParamsFrom(
  search: URLSearchParams,
  stored: Record<string, string> | null,
): CallbackParams {
  const fromUrl = pick((name) => search.get(name));
  if (hasAnyParam(fromUrl) || !stored) return fromUrl;
  return pick((name) => stored[name]);
}

/** Only the non-empty parameters, for session storage. */
export function compactParams(params: CallbackParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
}
