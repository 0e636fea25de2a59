import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request id comes in (from a proxy or a client) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when short and printable (ASCII, no spaces); else one is made. */
const ACCEPTED_ID = /^[\x21-\x7e]{1,128}$/;

/** The request's id: the caller's `x-request-id` when acceptable, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
}

/** Fastify options: our ids instead of Fastify's counter, never the raw header. */
export const requestIdOptions = {
  genReqId: requestIdOf,
  requestIdHeader: false as const,
};

/** Every answer (errors, 404s and static files included) carries `x-request-id`. */
export function answerRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}
