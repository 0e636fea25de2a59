import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './share-url';

/** A JWT as a host app's backend signs it: UTF-8 JSON, base64url. */
function utf8Token(claims: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const part = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${part}.signature`;
}

describe('tokenExpiry', () => {
  it('reads exp of a token whose tenant id is not ASCII', () => {
    const jwt = utf8Token({ exp: 1_900_000_000, tenant: { id: 'Zürich Café 東京' } });
    expect(tokenExpiry(jwt)).toBe(1_900_000_000_000);
  });

  it('is null without exp and for strings that are not JWTs', () => {
    expect(tokenExpiry(utf8Token({ tenant: { id: 'acme' } }))).toBeNull();
    expect(tokenExpiry('not-a-token')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
