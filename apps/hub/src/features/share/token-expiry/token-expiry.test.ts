import { describe, expect, it, vi } from 'vitest';
import { notifyTokenExpired, TOKEN_EXPIRED_MESSAGE, tokenExpiresAt } from './token-expiry';

describe("the share page's token-expired notice", () => {
  it('reads the exp claim in ms', () => {
    expect(tokenExpiresAt({ exp: 1_700_000_000 })).toBe(1_700_000_000_000);
    expect(tokenExpiresAt({ exp: '1700000000' })).toBeNull();
    expect(tokenExpiresAt({})).toBeNull();
    expect(tokenExpiresAt(null)).toBeNull();
  });

  it('posts the expiry to the embedding page once per token', () => {
    const parent = { postMessage: vi.fn() };
    expect(notifyTokenExpired('tok-1', 1_700_000_000_000, parent)).toBe(true);
    expect(notifyTokenExpired('tok-1', 1_700_000_000_000, parent)).toBe(false);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: TOKEN_EXPIRED_MESSAGE, expiresAt: 1_700_000_000_000 },
      '*',
    );
    expect(notifyTokenExpired('tok-2', 1_700_000_360_000, parent)).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
    // Not in a frame: nothing to post to, still once.
    expect(notifyTokenExpired('tok-3', 1, null)).toBe(true);
    expect(notifyTokenExpired('tok-3', 1, null)).toBe(false);
  });
});
