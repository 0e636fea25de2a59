import type { FastifyRequest } from 'fastify';
import type { TenantClaims } from '@chartroom/core';
import type { TokenService } from '../modules/auth/token-service';
import type { AuthRepository } from '../modules/auth/repository';
import { forbidden, unauthorized } from './http-error';

/** Who is calling: an admin (session or API key) or a tenant (token). */
export type Caller =
  | { kind: 'admin'; organizationId: string; userId: string | null; via: 'session' | 'apiKey' }
  | { kind: 'tenant'; organizationId: string; claims: TenantClaims };

/** Resolves `Authorization: Bearer …` into a Caller; 401 with a clear message otherwise. */
export class Authenticator {
  constructor(
    private readonly tokens: TokenService,
    private readonly repo: AuthRepository,
  ) {}

  async caller(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Missing Authorization: Bearer token');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Authorization header must be "Bearer <token>"');
    const token = match[1];
    if (token.startsWith('cr_')) {
      const organizationId = await this.repo.resolveApiKey(token);
      if (!organizationId) throw unauthorized('Unknown API key');
      return { kind: 'admin', organizationId, userId: null, via: 'apiKey' };
    }
    switch (this.tokens.peekAudience(token)) {
      case 'admin': {
        const session = await this.tokens.verifyAdminSession(token);
        return {
          kind: 'admin',
          organizationId: session.organizationId,
          userId: session.userId,
          via: 'session',
        };
      }
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
}
