import type { ApiError } from '@chartroom/client';

/** The server's 401 for a save without a valid session or token (dashboards.md §5, §8). */
export const SAVE_NEEDS_TOKEN = 'Tenant JWT is required for admin save';
/** The server's 401 for a clone without a valid session or token (dashboards.md §5, §8). */
export const CLONE_NEEDS_TOKEN = 'No tenant JWT found';

/**
 * 401 texts the call's own screen shows (the Save alert, the clone notice), as the server sends
 * them (apps/server/src/modules/dashboard/jwt-required.ts): they do not end the page.
 */
const SHOWN_IN_PLACE: ReadonlySet<string> = new Set([SAVE_NEEDS_TOKEN, CLONE_NEEDS_TOKEN]);

/**
 * Whether a 401 means the session or token itself is gone (expired, signed out, forged): the hub
 * then signs out, the share page shows its expired-link screen. The save's and the clone's spec
 * texts are shown where the call was made instead, with the draft kept.
 */
export function endsSession(error: Pick<ApiError, 'status' | 'message'>): boolean {
  return error.status === 401 && !SHOWN_IN_PLACE.has(error.message);
}
