/**
 * The message the share page posts to the page embedding it when its tenant token expires: the
 * contract `@chartroom/react` reads (packages/react/src/embed/token-expiry.ts). Kept as a literal
 * here: the share page's initial JS imports no package code it does not draw with.
 */
export const TOKEN_EXPIRED_MESSAGE = 'chartroom:token-expired';

/** The `exp` claim of a JWT in ms since the epoch, read without verifying it; null without one. */
export function tokenExpiresAt(claims: Record<string, unknown> | null): number | null {
  const exp = claims?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

const notified = new Set<string>();

/**
 * Tells the embedding page, once per token, that the token expired (dashboards.md §4 "a
 * token-expired callback is called once with the expiry time"). Answers whether it told now.
 */
export function notifyTokenExpired(
  token: string,
  expiresAt: number,
  target: Pick<Window, 'postMessage'> | null,
): boolean {
  if (notified.has(token)) return false;
  notified.add(token);
  target?.postMessage({ type: TOKEN_EXPIRED_MESSAGE, expiresAt }, '*');
  return true;
}
