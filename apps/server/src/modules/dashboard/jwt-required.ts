import type { FastifyRequest } from 'fastify';
import type { Services } from '../../services';
import { HttpError, unauthorized } from '../../plugins/http-error';

/** dashboards.md §5 and §8: a save without a valid session or token. */
export const SAVE_NEEDS_TOKEN = 'Tenant JWT is required for admin save';
/** dashboards.md §5 and §8: a clone without a valid session or token. */
export const CLONE_NEEDS_TOKEN = 'No tenant JWT found';

/**
 * An `onRequest` hook for the save and clone calls: the caller is resolved before anything else
 * (the plan guard and the route then reuse it), and a missing, expired or forged session or
 * token is answered 401 with the spec's text for that call instead of the generic one.
 */
export function requireCaller(s: Services, message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    try {
      await s.auth.caller(request);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) throw unauthorized(message);
      throw error;
    }
  };
}
