/**
 * Validation of the Orders v2 create body, with PayPal's issue names, into what the simulator
 * keeps of it. Both the current `payment_source.paypal.experience_context` and the older
 * `application_context` carry the return and cancel URLs, as in the real API.
 */
import { invalidRequest, unprocessable } from './paypal-errors';

export interface PayPalOrderInput {
  purchaseUnit: {
    reference_id: string;
    custom_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
  };
  returnUrl: string;
  cancelUrl: string;
  brandName?: string;
  /** `application_context` orders start CREATED with an `approve` link, not PAYER_ACTION_REQUIRED. */
  legacyContext: boolean;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const MISSING = 'A required field / parameter is missing.';
const BAD_FORMAT = 'The value of a field does not conform to the expected format.';
const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);

function isHttpUrl(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
}

function optionalString(unit: Obj, key: string, max: number): Response | string | undefined {
  const v = unit[key];
  if (v === undefined) return undefined;
  const field = `/purchase_units/@reference_id=='default'/${key}`;
  if (typeof v !== 'string')
    return invalidRequest('INVALID_PARAMETER_SYNTAX', field, `${key} must be a string.`);
  if (v.length > max) return invalidRequest('INVALID_STRING_MAX_LENGTH', field, `Max length is ${max}.`);
  return v;
}

/** The order input, or the error response PayPal would send. */
export function parseCreateOrder(body: unknown): PayPalOrderInput | Response {
  if (!isObj(body))
    return invalidRequest('MALFORMED_REQUEST_JSON', '/', 'The request JSON is not well formed.');
  if (body.intent === undefined) return invalidRequest('MISSING_REQUIRED_PARAMETER', '/intent', MISSING);
  if (body.intent !== 'CAPTURE') {
    return invalidRequest(
      'INVALID_PARAMETER_VALUE',
      '/intent',
      'The simulator supports intent CAPTURE only.',
    );
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) {
    return invalidRequest('MISSING_REQUIRED_PARAMETER', '/purchase_units', MISSING);
  }
  if (units.length > 1)
    return invalidRequest(
      'INVALID_ARRAY_MAX_ITEMS',
      '/purchase_units',
      'The simulator accepts one purchase unit.',
    );
  const unit: unknown = units[0];
  if (!isObj(unit))
    return invalidRequest(
      'INVALID_PARAMETER_SYNTAX',
      '/purchase_units/0',
      'A purchase unit must be an object.',
    );
  const amountField = "/purchase_units/@reference_id=='default'/amount";
  const amount = unit.amount;
  if (!isObj(amount)) return invalidRequest('MISSING_REQUIRED_PARAMETER', amountField, MISSING);
  const currency = amount.currency_code;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    return invalidRequest(
      'INVALID_PARAMETER_VALUE',
      `${amountField}/currency_code`,
      'Currency code is invalid.',
    );
  }
  const value = amount.value;
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) {
    return invalidRequest('INVALID_PARAMETER_SYNTAX', `${amountField}/value`, BAD_FORMAT);
  }
  if (ZERO_DECIMAL.has(currency) && value.includes('.')) {
    return unprocessable(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      `${amountField}/value`,
    );
  }
  if (Number(value) <= 0)
    return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.', `${amountField}/value`);

  const referenceId = optionalString(unit, 'reference_id', 256);
  const customId = optionalString(unit, 'custom_id', 127);
  const description = optionalString(unit, 'description', 127);
  for (const r of [referenceId, customId, description]) if (r instanceof Response) return r;

  const source =
    isObj(body.payment_source) && isObj(body.payment_source.paypal) ? body.payment_source.paypal : undefined;
  const experience = source && isObj(source.experience_context) ? source.experience_context : undefined;
  const legacy = isObj(body.application_context) ? body.application_context : undefined;
  const context = experience ?? legacy;
  const contextField = experience ? '/payment_source/paypal/experience_context' : '/application_context';
  if (!context || context.return_url === undefined) {
    return invalidRequest('MISSING_REQUIRED_PARAMETER', `${contextField}/return_url`, MISSING);
  }
  if (!isHttpUrl(context.return_url)) {
    return invalidRequest('INVALID_PARAMETER_SYNTAX', `${contextField}/return_url`, BAD_FORMAT);
  }
  if (context.cancel_url !== undefined && !isHttpUrl(context.cancel_url)) {
    return invalidRequest('INVALID_PARAMETER_SYNTAX', `${contextField}/cancel_url`, BAD_FORMAT);
  }
  return {
    purchaseUnit: {
      reference_id: (referenceId as string | undefined) ?? 'default',
      ...(customId !== undefined ? { custom_id: customId as string } : {}),
      ...(description !== undefined ? { description: description as string } : {}),
      amount: { currency_code: currency, value },
    },
    returnUrl: context.return_url,
    cancelUrl: (context.cancel_url as string | undefined) ?? context.return_url,
    ...(typeof context.brand_name === 'string' ? { brandName: context.brand_name } : {}),
    legacyContext: !experience,
  };
}
