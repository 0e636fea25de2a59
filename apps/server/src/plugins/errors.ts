import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error';
import { answerRequestId } from './request-id';

/**
 * Every failure answers `{ error: { message } }`: schema errors → 400 with the first schema
 * message, bad JSON → 400, unknown routes → 404, our HttpErrors as they are, anything else
 * → 500 without internals, logged with the request id that the answer carries
 * (`error.requestId`; every answer has the `x-request-id` header).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { notFound?: boolean } = {},
): void {
  answerRequestId(app);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const where = err.validationContext ?? 'body';
      const message = first
        ? `Invalid ${where}${path ? ` at ${path}` : ''}: ${first.message}`
        : 'Invalid request';
      return reply.status(400).send({ error: { message } });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: { message: err.message } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? `Malformed JSON body: ${err.message}`
          : err.message;
      return reply.status(status).send({ error: { message } });
    }
    request.log.error(
      { err, requestId: request.id, method: request.method, url: request.url },
      'request failed',
    );
    return reply
      .status(500)
      .send({ error: { message: 'Internal server error', requestId: request.id } });
  });

  if (options.notFound === false) return;
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { message: `Route ${request.method} ${request.url} not found` } });
  });
}
