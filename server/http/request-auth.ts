/** The caller of an HTTP request: null without a token, 401 with a bad one. */
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/caller';
import type { TokenVerifier } from '../auth/token-verifier';
import { unauthenticated } from './api-error';

export async function requestAuth(req: FastifyRequest, verifier: TokenVerifier): Promise<Auth> {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw unauthenticated('Malformed Authorization header.');
  return (await verifier.verify(m[1]!)).ctx;
}

export async function requireAuth(req: FastifyRequest, verifier: TokenVerifier): Promise<NonNullable<Auth>> {
  const auth = await requestAuth(req, verifier);
  if (!auth) throw unauthenticated();
  return auth;
}
