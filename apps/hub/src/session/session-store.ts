import { create } from 'zustand';

/**
 * The admin session lives in an HttpOnly cookie the hub's scripts cannot read
 * (docs/decisions/008-admin-sessions-in-cookies.md). Beside it the server sets this readable
 * cookie: its value is the CSRF token sent as `x-csrf-token`, and its presence tells the hub that
 * a session was started (the first 401 says when it is over).
 */
export const CSRF_COOKIE = 'chartroom_csrf';

/** Where the hub kept a bearer token before sessions moved to cookies; removed on load. */
export const LEGACY_TOKEN_KEY = 'chartroom.token';

/** The CSRF token of the current session, or null when there is none. */
export function readCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

function forgetCsrfCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** A token kept by an older hub is dropped: nothing readable by scripts may hold a session. */
export function clearLegacyToken(): void {
  try {
    window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch (error) {
    // Spec: storage failures are only logged.
    console.error('Could not clear the old session token', error);
  }
}

export interface SessionState {
  /** A session cookie was set (and no 401 or sign-out has ended it since). */
  signedIn: boolean;
  /** Set when the server answered 401: the sign-in page explains why. */
  expired: boolean;
  /** After the server set the session cookies (sign-in, setup). */
  signIn: () => void;
  /** Forgets the session here (the server side is ended by POST /auth/sign-out). */
  signOut: (options?: { expired?: boolean }) => void;
}

clearLegacyToken();

/** The admin session as the hub knows it; the credentials themselves are cookies. */
export const useSession = create<SessionState>((set) => ({
  signedIn: readCsrfToken() !== null,
  expired: false,
  signIn: () => set({ signedIn: true, expired: false }),
  signOut: (options) => {
    forgetCsrfCookie();
    set({ signedIn: false, expired: options?.expired ?? false });
  },
}));
