import type { FastifyRequest } from 'fastify';
import type { TenantClaims } from '@chartroom/core';
import type { TokenService } from '../modules/auth/token-service';
import type { AuthRepository } from '../modules/auth/repository';
import type { AdminSessions } from '../modules/auth/admin-sessions';
import type { SignInLimits } from '../modules/auth/sign-in-limits';
import type { AuthOptions } from '../modules/auth/auth-options';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  csrfMatches,
  isStateChanging,
  sessionCookieOf,
} from '../modules/auth/session-cookies';
import { forbidden, unauthorized } from './http-error';

/**
 * Who is calling: an admin (session or API key) or a tenant (token). An admin session came
 * either as the hub's cookie or as a bearer token (`/auth/sign-in`'s answer, for scripts).
 */
export type Caller =
  | {
      kind: 'admin';
      organizationId: string;
      userId: string | null;
      via: 'session' | 'apiKey';
      /** The server-side session (admin sessions only). */
      sessionId?: string;
      /** How the session came: the hub's cookie, or `Authorization: Bearer`. */
      transport?: 'cookie' | 'bearer';
    }
  | { kind: 'tenant'; organizationId: string; claims: TenantClaims };

/** The parts of admin sign-in the auth routes use beside the Authenticator. */
export interface SessionParts {
  sessions: AdminSessions;
  signInLimits: SignInLimits;
  options: AuthOptions;
  /** Key of the CSRF tokens (derived from the server's session key). */
  csrfKey: Uint8Array;
}

/**
 * Resolves the caller: `Authorization: Bearer …` (API key, tenant token or admin session token)
 * or, without that header, the hub's session cookie; 401 with a clear message otherwise. A
 * cookie-authenticated call that changes state needs the session's CSRF token in `x-csrf-token`
 * (403 without it); a bearer call needs none (no browser sends one by itself).
 */
export class Authenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly repo: AuthRepository,
    readonly session: SessionParts,
  ) {}

  /** Each request is resolved once (the rate limits and the route both ask). */
  private readonly resolved = new WeakMap<FastifyRequest, Promise<Caller>>();

  caller(request: FastifyRequest): Promise<Caller> {
    let caller = this.resolved.get(request);
    if (!caller) {
      caller = this.resolve(request);
      this.resolved.set(request, caller);
    }
    return caller;
  }

  private async resolve(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    if (!header) return this.cookieCaller(request);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Authorization header must be "Bearer <token>"');
    const token = match[1];
    if (token.startsWith('cr_')) {
      const organizationId = await this.repo.resolveApiKey(token);
      if (!organizationId) throw unauthorized('Unknown API key');
      return { kind: 'admin', organizationId, userId: null, via: 'apiKey' };
    }
    switch (this.tokens.peekAudience(token)) {
      case 'admin':
        return this.sessionCaller(token, 'bearer');
      case 'tenant': {
        const claims = await this.tokens.verifyTenantToken(token);
        return { kind: 'tenant', organizationId: claims.organizationId, claims };
      }
      case null:
        throw unauthorized('Invalid token');
    }
  }

  async admin(request: FastifyRequest): Promise<Extract<Caller, { kind: 'admin' }>> {
    const caller = await this.caller(request);
    if (caller.kind !== 'admin') throw forbidden('This call needs an admin session or API key');
    return caller;
  }

  private async cookieCaller(request: FastifyRequest): Promise<Caller> {
    const token = sessionCookieOf(request);
    if (!token)
      throw unauthorized('Sign in first: no session cookie or Authorization: Bearer token');
    if (this.tokens.peekAudience(token) !== 'admin') throw unauthorized('Invalid session cookie');
    const caller = await this.sessionCaller(token, 'cookie');
    if (
      isStateChanging(request.method) &&
      !csrfMatches(this.session.csrfKey, caller.sessionId ?? '', request.headers[CSRF_HEADER])
    ) {
      throw forbidden(
        `Missing or wrong CSRF token: a signed-in browser call that changes something must send the ${CSRF_HEADER} header with the value of the ${CSRF_COOKIE} cookie`,
      );
    }
    return caller;
  }

  private async sessionCaller(
    token: string,
    transport: 'cookie' | 'bearer',
  ): Promise<Extract<Caller, { kind: 'admin' }>> {
    const verified = await this.tokens.verifyAdminSession(token);
    await this.session.sessions.use(verified.sessionId);
    return {
      kind: 'admin',
      organizationId: verified.organizationId,
      userId: verified.userId,
      via: 'session',
      sessionId: verified.sessionId,
      transport,
    };
  }
}
