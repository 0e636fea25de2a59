import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** A refusal the caller should retry later (429 too many requests, 503 busy): carries Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    /** Whole seconds, at least 1. */
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message);
    this.name = 'RetryLaterError';
  }
}

/** Answers every RetryLaterError with its `Retry-After` header (the body stays `{ error }`). */
export function sendRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RetryLaterError) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
  });
}
