import { useEffect } from 'react';
import { notifyTokenExpired, tokenExpiresAt } from './token-expiry';

/**
 * The share page's token-expired notice: at the tenant token's `exp`, its parent frame (the host
 * app, `@chartroom/react`'s `onTokenExpired`) gets the expiry time, once. `claims` are the
 * token's, decoded by the page.
 */
export function useTokenExpiry(token: string | null, claims: Record<string, unknown> | null) {
  useEffect(() => {
    const expiresAt = tokenExpiresAt(claims);
    if (!token || expiresAt === null) return;
    const parent = window.parent !== window ? window.parent : null;
    const timer = setTimeout(
      () => notifyTokenExpired(token, expiresAt, parent),
      // setTimeout's longest delay is about 24.8 days; a token lives at most a year.
      Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [token, claims]);
}
