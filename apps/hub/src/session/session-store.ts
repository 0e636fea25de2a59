import { create } from 'zustand';

/** localStorage key of the admin session token. */
export const TOKEN_STORAGE_KEY = 'chartroom.token';

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch (error) {
    // Spec: storage failures are only logged.
    console.error('Could not store the session token', error);
  }
}

export interface SessionState {
  token: string | null;
  /** Set when the server answered 401: the sign-in page explains why. */
  expired: boolean;
  signIn: (token: string) => void;
  signOut: (options?: { expired?: boolean }) => void;
}

/** The admin session: a bearer token kept in localStorage. */
export const useSession = create<SessionState>((set) => ({
  token: readStoredToken(),
  expired: false,
  signIn: (token) => {
    writeStoredToken(token);
    set({ token, expired: false });
  },
  signOut: (options) => {
    writeStoredToken(null);
    set({ token: null, expired: options?.expired ?? false });
  },
}));
