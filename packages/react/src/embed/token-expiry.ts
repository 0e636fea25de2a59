/** The message the share page posts to its parent frame when its tenant token expires. */
export const TOKEN_EXPIRED_MESSAGE = 'chartroom:token-expired';

export interface TokenExpiredMessage {
  type: typeof TOKEN_EXPIRED_MESSAGE;
  /** The token's expiry, ms since the epoch (its `exp` claim). */
  expiresAt: number;
}

/** Whether a posted message is the share page's token-expired message. */
export function isTokenExpiredMessage(data: unknown): data is TokenExpiredMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<TokenExpiredMessage>;
  return (
    message.type === TOKEN_EXPIRED_MESSAGE &&
    typeof message.expiresAt === 'number' &&
    Number.isFinite(message.expiresAt)
  );
}

/**
 * Calls `callback` at most once per token, however many times it is told of the expiry (the
 * timer at the `exp` claim, the iframe's message, a re-render): dashboards.md §4 "a token-expired
 * callback is called once with the expiry time".
 */
export function onceExpired(callback: (expiredAt: Date) => void) {
  const notified = new Set<string>();
  return (token: string, expiresAt: number): boolean => {
    if (notified.has(token)) return false;
    notified.add(token);
    callback(new Date(expiresAt));
    return true;
  };
}
