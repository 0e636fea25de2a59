import { describe, expect, it, vi } from 'vitest';
import { isTokenExpiredMessage, onceExpired, TOKEN_EXPIRED_MESSAGE } from './token-expiry';

describe('the token-expired callback', () => {
  it('is called once per token with the expiry time, however often it is told', () => {
    const callback = vi.fn();
    const notify = onceExpired(callback);
    expect(notify('token-a', 1_700_000_000_000)).toBe(true);
    expect(notify('token-a', 1_700_000_000_000)).toBe(false);
    expect(notify('token-a', 1_800_000_000_000)).toBe(false);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith(new Date(1_700_000_000_000));
    // A new token expires on its own.
    expect(notify('token-b', 1_700_000_360_000)).toBe(true);
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it("reads only the share page's message", () => {
    expect(isTokenExpiredMessage({ type: TOKEN_EXPIRED_MESSAGE, expiresAt: 5 })).toBe(true);
    for (const other of [
      null,
      'chartroom:token-expired',
      { type: TOKEN_EXPIRED_MESSAGE },
      { type: TOKEN_EXPIRED_MESSAGE, expiresAt: 'soon' },
      { type: TOKEN_EXPIRED_MESSAGE, expiresAt: Number.NaN },
      { type: 'other', expiresAt: 5 },
    ]) {
      expect(isTokenExpiredMessage(other)).toBe(false);
    }
  });
});
