import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../../store/database';
import { Authenticator } from '../../plugins/auth';
import { AdminSessions } from './admin-sessions';
import { DEFAULT_AUTH_OPTIONS, type AuthOptions } from './auth-options';
import type { AuthRepository } from './repository';
import { SignInLimits } from './sign-in-limits';
import { TokenService } from './token-service';

/** The token service and the authenticator with its sessions and sign-in limits. */
export function createAuth(
  db: Db,
  sessionKey: Uint8Array,
  repo: AuthRepository,
  options: { auth?: Partial<AuthOptions> | undefined; redis?: Redis | null | undefined } = {},
): { tokens: TokenService; auth: Authenticator } {
  const settings: AuthOptions = { ...DEFAULT_AUTH_OPTIONS, ...options.auth };
  const tokens = new TokenService(sessionKey, (org) => repo.embedSecret(org), settings);
  const auth = new Authenticator(tokens, repo, {
    sessions: new AdminSessions(db, settings),
    signInLimits: new SignInLimits(settings, options.redis ?? null),
    options: settings,
    csrfKey: createHmac('sha256', sessionKey).update('chartroom csrf tokens').digest(),
  });
  return { tokens, auth };
}
