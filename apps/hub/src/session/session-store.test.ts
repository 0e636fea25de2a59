// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The store reads the cookie and clears the old token when its module loads: load it fresh. */
async function loadStore() {
  vi.resetModules();
  return import('./session-store');
}

beforeEach(() => {
  document.cookie = 'chartroom_csrf=; Max-Age=0; Path=/';
  window.localStorage.clear();
});

describe('the hub session store', () => {
  it('removes a bearer token an older hub kept in localStorage', async () => {
    window.localStorage.setItem('chartroom.token', 'eyJ.old.token');
    window.localStorage.setItem('other', 'kept');
    const { useSession } = await loadStore();
    expect(window.localStorage.getItem('chartroom.token')).toBeNull();
    expect(window.localStorage.getItem('other')).toBe('kept');
    // An old token alone does not count as a session.
    expect(useSession.getState().signedIn).toBe(false);
  });

  it('counts a session from the CSRF cookie and forgets the cookie on sign-out', async () => {
    document.cookie = 'theme=dark; Path=/';
    document.cookie = 'chartroom_csrf=abc-DEF_123; Path=/';
    const { useSession, readCsrfToken } = await loadStore();
    expect(readCsrfToken()).toBe('abc-DEF_123');
    expect(useSession.getState().signedIn).toBe(true);
    useSession.getState().signOut({ expired: true });
    expect(useSession.getState()).toMatchObject({ signedIn: false, expired: true });
    expect(readCsrfToken()).toBeNull();
    expect(document.cookie).toContain('theme=dark');
    useSession.getState().signIn();
    expect(useSession.getState()).toMatchObject({ signedIn: true, expired: false });
  });
});
