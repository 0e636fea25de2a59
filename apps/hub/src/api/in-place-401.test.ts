import { ApiError } from '@chartroom/client';
import { describe, expect, it } from 'vitest';
import { CLONE_NEEDS_TOKEN, endsSession, SAVE_NEEDS_TOKEN } from './in-place-401';

describe('which 401 ends the session or the share link', () => {
  it("keeps the save's and the clone's spec texts for the page that asked", () => {
    expect(endsSession(new ApiError(SAVE_NEEDS_TOKEN, 401))).toBe(false);
    expect(endsSession(new ApiError(CLONE_NEEDS_TOKEN, 401))).toBe(false);
  });
  it('ends it for an expired, forged or missing session or token', () => {
    for (const message of ['Tenant token expired', 'Invalid token', 'Session expired']) {
      expect(endsSession(new ApiError(message, 401)), message).toBe(true);
    }
  });
  it('never for a refusal (403) or any other status', () => {
    expect(endsSession(new ApiError('Your token does not allow removing charts', 403))).toBe(false);
    expect(endsSession(new ApiError('Tenant token expired', 400))).toBe(false);
  });
});
