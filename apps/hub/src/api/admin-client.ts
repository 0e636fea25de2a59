import { createClient } from '@chartroom/client';
import { readCsrfToken, useSession } from '../session/session-store';
import { endsSession } from './in-place-401';

/**
 * The hub's client: same origin, the session in its HttpOnly cookie, the CSRF token read from
 * its cookie on every call, 401 → signed out (the sign-in page says the session expired), except
 * a save's or a clone's spec text, which the page shows where it was asked (in-place-401.ts).
 */
export const adminClient = createClient({
  credentials: 'same-origin',
  csrfToken: readCsrfToken,
  onUnauthorized: (error) => {
    if (!endsSession(error)) return;
    if (useSession.getState().signedIn) useSession.getState().signOut({ expired: true });
  },
});

/** Ends the session on the server, then here; a failure there still signs out here. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await adminClient.signOut();
  } catch {
    // An unreachable server or a session already over: the cookie is forgotten below anyway.
  }
  useSession.getState().signOut();
}
