/**
 * PayPal REST error bodies (Orders v2 and OAuth): `name`, `message`, `debug_id`, `details`
 * with an `issue` per problem, and an information link, as the sandbox answers them.
 */
import { randomBytes } from 'node:crypto';
import { json } from './sim-http';

export interface PayPalIssue {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header';
}

const MESSAGES = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
} as const;

const STATUS: Record<keyof typeof MESSAGES, number> = {
  INVALID_REQUEST: 400,
  UNPROCESSABLE_ENTITY: 422,
  RESOURCE_NOT_FOUND: 404,
  AUTHENTICATION_FAILURE: 401,
};

const debugId = () => randomBytes(7).toString('hex').slice(0, 13);

/** An Orders v2 error response. */
export function paypalError(
  name: keyof typeof MESSAGES,
  details: PayPalIssue[] = [],
  extraLinks: Array<{ href: string; rel: string; method: string }> = [],
): Response {
  const first = details[0]?.issue;
  return json(STATUS[name], {
    name,
    message: MESSAGES[name],
    debug_id: debugId(),
    ...(details.length ? { details } : {}),
    links: [
      {
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${first ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
      ...extraLinks,
    ],
  });
}

/** 400 with one schema issue. */
export const invalidRequest = (issue: string, field: string, description: string): Response =>
  paypalError('INVALID_REQUEST', [{ field, location: 'body', issue, description }]);

/** 422 with one business-rule issue. */
export const unprocessable = (issue: string, description: string, field?: string): Response =>
  paypalError('UNPROCESSABLE_ENTITY', [
    { issue, description, ...(field ? { field, location: 'body' } : {}) },
  ]);

export const unknownOrder = (id: string): Response =>
  paypalError('RESOURCE_NOT_FOUND', [
    {
      field: 'order_id',
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
