import type { FastifyReply } from 'fastify';

/** Aborts the query when the client goes away before the answer is written. */
export function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The client may have left while the caller was being authenticated.
  if (reply.raw.destroyed && !reply.raw.writableFinished) controller.abort();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
