import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  createTenantTokenBodySchema,
  type CreateTenantTokenBody,
  type TenantClaims,
} from '@chartroom/core';
import { badRequest, unauthorized } from '../../plugins/http-error';
import { DEFAULT_AUTH_OPTIONS, IAT_SKEW_SECONDS } from './auth-options';

const ALGORITHMS = ['HS256'];
const ISSUER = 'chartroom';
const ADMIN_AUDIENCE = 'chartroom:admin';
const TENANT_AUDIENCE = 'chartroom:tenant';

/** A verified admin session token: it names a server-side session (`sid`), checked separately. */
export interface AdminSession {
  userId: string;
  organizationId: string;
  sessionId: string;
}

export interface TokenServiceOptions {
  /** No tenant token may live longer (`exp - iat`, and create-token's expiresInSeconds). */
  tenantTokenMaxSeconds: number;
}

/** Looks up an organisation's embed secret (decrypted), or null when unknown. */
export type EmbedSecretLookup = (organizationId: string) => Promise<string | null>;

/**
 * Signs and verifies Chartroom's two kinds of JWT: admin sessions (signed with a key derived
 * from the server secret) and tenant tokens (signed with the organisation's embed secret, so a
 * host app's backend can sign them too). Verification has an algorithm allow-list (HS256),
 * checks issuer, audience and expiry; a tenant token also needs `iat` (not in the future, give or
 * take 60 s of clock skew) and a lifetime `exp - iat` within the configured maximum.
 */
export class TokenService {
  /**
   * Tokens this process verified, by their exact text: a repeat skips the HMAC and claim parsing
   * but still checks expiry, and for tenant tokens that the organisation's secret is unchanged.
   */
  private readonly verified = new LRUCache<string, Verified>({ max: 5000 });

  constructor(
    private readonly sessionKey: Uint8Array,
    private readonly embedSecret: EmbedSecretLookup,
    private readonly options: TokenServiceOptions = DEFAULT_AUTH_OPTIONS,
  ) {}

  /** The token of a server-side session; it expires with the session (`expiresAt`, epoch ms). */
  signAdminSession(session: AdminSession & { expiresAt: number }): Promise<string> {
    return new SignJWT({ org: session.organizationId, sid: session.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(session.userId)
      .setIssuer(ISSUER)
      .setAudience(ADMIN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(session.expiresAt / 1000))
      .sign(this.sessionKey);
  }

  async signTenantToken(organizationId: string, body: CreateTenantTokenBody): Promise<string> {
    const max = this.options.tenantTokenMaxSeconds;
    if (body.expiresInSeconds > max) {
      throw badRequest(
        `expiresInSeconds must be at most ${max}: the server's maximum tenant token lifetime (CHARTROOM_TENANT_TOKEN_MAX_SECONDS)`,
      );
    }
    const secret = await this.embedSecret(organizationId);
    if (!secret) throw unauthorized('Unknown organisation');
    return new SignJWT({
      org: organizationId,
      tenant: body.tenant,
      permissions: body.permissions,
      dashboardIds: body.dashboardIds,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(TENANT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + body.expiresInSeconds)
      .sign(new TextEncoder().encode(secret));
  }

  /** Which kind of token this claims to be, read before verification (nothing trusted yet). */
  peekAudience(token: string): 'admin' | 'tenant' | null {
    try {
      const aud = decodeJwt(token).aud;
      const list = Array.isArray(aud) ? aud : [aud];
      if (list.includes(ADMIN_AUDIENCE)) return 'admin';
      if (list.includes(TENANT_AUDIENCE)) return 'tenant';
      return null;
    } catch {
      return null;
    }
  }

  async verifyAdminSession(token: string): Promise<AdminSession> {
    const known = this.verified.get(token);
    if (known?.kind === 'admin') {
      if (Date.now() < known.expiresAt) return known.session;
      this.verified.delete(token);
      throw unauthorized('Session expired');
    }
    try {
      const { payload } = await jwtVerify(token, this.sessionKey, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: ADMIN_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.org !== 'string' || !payload.sub) throw unauthorized('Invalid session');
      // Tokens from before server-side sessions name none: they cannot be revoked, so they end.
      if (typeof payload.sid !== 'string' || !payload.sid) {
        throw unauthorized('Session ended: sign in again');
      }
      const session: AdminSession = Object.freeze({
        userId: payload.sub,
        organizationId: payload.org,
        sessionId: payload.sid,
      });
      this.verified.set(token, { kind: 'admin', session, expiresAt: (payload.exp ?? 0) * 1000 });
      return session;
    } catch (err) {
      throw asUnauthorized(err, 'Session');
    }
  }

  async verifyTenantToken(token: string): Promise<TenantClaims> {
    const known = this.verified.get(token);
    if (known?.kind === 'tenant') {
      if (Date.now() >= known.claims.expiresAt) {
        this.verified.delete(token);
        throw unauthorized('Tenant token expired');
      }
      if ((await this.embedSecret(known.claims.organizationId)) === known.secret) {
        return known.claims;
      }
      this.verified.delete(token);
    }
    let org: unknown;
    try {
      org = decodeJwt(token).org;
    } catch {
      throw unauthorized('Malformed tenant token');
    }
    if (typeof org !== 'string') throw unauthorized('Tenant token has no organisation');
    const secret = await this.embedSecret(org);
    if (!secret) throw unauthorized('Tenant token is for an unknown organisation');
    try {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: TENANT_AUDIENCE,
        requiredClaims: ['exp'],
      });
      this.checkLifetime(payload.iat, payload.exp ?? 0);
      const body = createTenantTokenBodySchema.safeParse({
        tenant: payload.tenant,
        permissions: payload.permissions,
        dashboardIds: payload.dashboardIds,
      });
      if (!body.success) {
        const issue = body.error.issues[0];
        const path = issue?.path.join('.') || 'claims';
        throw unauthorized(`Tenant token claims are invalid: ${path}: ${issue?.message ?? ''}`);
      }
      const claims: TenantClaims = Object.freeze({
        organizationId: org,
        tenant: body.data.tenant,
        permissions: body.data.permissions,
        dashboardIds: body.data.dashboardIds,
        expiresAt: (payload.exp ?? 0) * 1000,
      });
      this.verified.set(token, { kind: 'tenant', claims, secret });
      return claims;
    } catch (err) {
      throw asUnauthorized(err, 'Tenant token');
    }
  }

  /** `iat` is required, not in the future (60 s skew), and `exp - iat` within the maximum. */
  private checkLifetime(iat: number | undefined, exp: number): void {
    if (iat === undefined) throw unauthorized('Tenant token has no "iat" (issued at) claim');
    if (iat > Date.now() / 1000 + IAT_SKEW_SECONDS) {
      throw unauthorized('Tenant token is issued in the future ("iat")');
    }
    const max = this.options.tenantTokenMaxSeconds;
    if (exp - iat > max) {
      throw unauthorized(`Tenant token lives too long: "exp" - "iat" must be at most ${max} s`);
    }
  }
}

type Verified =
  | { kind: 'admin'; session: AdminSession; expiresAt: number }
  | { kind: 'tenant'; claims: TenantClaims; secret: string };

function asUnauthorized(err: unknown, what: string): Error {
  if (err instanceof joseErrors.JWTExpired) return unauthorized(`${what} expired`);
  if (err instanceof joseErrors.JOSEAlgNotAllowed)
    return unauthorized(`${what} algorithm not allowed`);
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === 'nbf') return unauthorized(`${what} is not valid yet ("nbf")`);
    if (err.claim === 'iss') return unauthorized(`${what} has the wrong issuer`);
    if (err.claim === 'aud') return unauthorized(`${what} has the wrong audience`);
    if (err.reason === 'missing') return unauthorized(`${what} has no "${err.claim}" claim`);
  }
  if (err instanceof Error && err.name === 'HttpError') return err;
  return unauthorized(`${what} is invalid`);
}
