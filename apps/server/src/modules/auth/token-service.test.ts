import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { TokenService } from './token-service';

const sessionKey = new TextEncoder().encode('k'.repeat(32));
const tenantBody = {
  tenant: { id: 'acme', name: 'Acme', key: '', payload: { tenant_id: 'acme' } },
  permissions: { readOnly: true },
  dashboardIds: [],
  expiresInSeconds: 60,
};

/** A TokenService whose organisation secret the test can rotate. */
function service() {
  const secrets = new Map([['org-1', 's'.repeat(32)]]);
  const tokens = new TokenService(sessionKey, (org) => Promise.resolve(secrets.get(org) ?? null));
  return { tokens, secrets };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenService', () => {
  it('verifies a repeated session token from memory, still checking its expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { tokens } = service();
    const token = await tokens.signAdminSession({
      userId: 'u1',
      organizationId: 'org-1',
      sessionId: 's1',
      expiresAt: Date.now() + 12 * 3600 * 1000,
    });
    const first = await tokens.verifyAdminSession(token);
    expect(await tokens.verifyAdminSession(token)).toEqual(first);
    expect(first).toEqual({ userId: 'u1', organizationId: 'org-1', sessionId: 's1' });
    vi.setSystemTime(Date.now() + 13 * 3600 * 1000);
    await expect(tokens.verifyAdminSession(token)).rejects.toThrow('Session expired');
  });

  it('expires a remembered tenant token on time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { tokens } = service();
    const token = await tokens.signTenantToken('org-1', tenantBody);
    expect((await tokens.verifyTenantToken(token)).tenant.id).toBe('acme');
    expect((await tokens.verifyTenantToken(token)).tenant.id).toBe('acme');
    vi.setSystemTime(Date.now() + 61_000);
    await expect(tokens.verifyTenantToken(token)).rejects.toThrow('Tenant token expired');
  });

  it('refuses a remembered tenant token once its organisation secret changed', async () => {
    const { tokens, secrets } = service();
    const token = await tokens.signTenantToken('org-1', tenantBody);
    await tokens.verifyTenantToken(token);
    secrets.set('org-1', 'r'.repeat(32));
    await expect(tokens.verifyTenantToken(token)).rejects.toThrow('Tenant token is invalid');
  });

  it('never remembers a forged token', async () => {
    const { tokens } = service();
    const forged = await new SignJWT({ org: 'org-1', tenant: tenantBody.tenant, permissions: {} })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('chartroom')
      .setAudience('chartroom:tenant')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await expect(tokens.verifyTenantToken(forged)).rejects.toThrow('Tenant token is invalid');
    await expect(tokens.verifyTenantToken(forged)).rejects.toThrow('Tenant token is invalid');
  });
});
