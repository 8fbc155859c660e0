/**
 * Mounts the payment simulator (functions/src/payments/simulator) under `/sim/*`. It lives in
 * its own encapsulated Fastify context whose content-type parsers keep bodies raw: Razorpay and
 * PhonePe signatures are over exact bytes, and the rest of the app keeps its JSON parsing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentSimulator } from '../../functions/src/payments/simulator/simulator';

export const SIMULATOR_PREFIX = '/sim';

// Connection-level headers belong to this hop; the WHATWG Request computes its own length.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

/** The Fastify request as a WHATWG Request with its full URL and raw body. */
export function toWebRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const url = `${req.protocol}://${req.host}${req.url}`;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body);
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: new Uint8Array(req.body as Buffer) } : {}),
  });
}

/** Sends a WHATWG Response through Fastify: status, headers and body bytes. */
export async function sendWebResponse(reply: FastifyReply, res: Response): Promise<void> {
  reply.code(res.status);
  res.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) void reply.header(name, value);
  });
  await reply.send(Buffer.from(await res.arrayBuffer()));
}

/** Registers `/sim/*` in an encapsulated plugin so its raw-body parsers stay local. */
export async function registerSimulatorRoutes(
  app: FastifyInstance,
  simulator: PaymentSimulator,
): Promise<void> {
  await app.register(
    async (sim) => {
      sim.removeAllContentTypeParsers();
      const raw = (_req: FastifyRequest, body: Buffer, done: (err: Error | null, body?: Buffer) => void) =>
        done(null, body);
      sim.addContentTypeParser(
        ['application/json', 'application/x-www-form-urlencoded'],
        { parseAs: 'buffer' },
        raw,
      );
      sim.addContentTypeParser('*', { parseAs: 'buffer' }, raw);
      sim.all('/*', async (req, reply) => sendWebResponse(reply, await simulator.handle(toWebRequest(req))));
    },
    { prefix: SIMULATOR_PREFIX },
  );
}
