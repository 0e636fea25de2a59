import { createClient } from '@chartroom/client';
import { useSession } from '../session/session-store';

/** The hub's client: same origin, the session token read on every call, 401 → signed out. */
export const adminClient = createClient({
  token: () => useSession.getState().token,
  onUnauthorized: () => {
    if (useSession.getState().token) useSession.getState().signOut({ expired: true });
  },
});
