import type { Config } from '../../config';

/** Limits of admin sessions, sign-in attempts and tenant tokens (environment, see config.ts). */
export interface AuthOptions {
  /** A session unused this long is over (CHARTROOM_SESSION_IDLE_SECONDS). */
  sessionIdleSeconds: number;
  /** A session is over this long after sign-in, used or not (CHARTROOM_SESSION_MAX_SECONDS). */
  sessionMaxSeconds: number;
  /** No tenant token may live longer: `exp - iat` (CHARTROOM_TENANT_TOKEN_MAX_SECONDS). */
  tenantTokenMaxSeconds: number;
  /** Failed sign-ins per account within the window (CHARTROOM_SIGNIN_MAX_PER_ACCOUNT). */
  signInMaxPerAccount: number;
  /** Failed sign-ins per client address within the window (CHARTROOM_SIGNIN_MAX_PER_ADDRESS). */
  signInMaxPerAddress: number;
  /** The window of those counts (CHARTROOM_SIGNIN_WINDOW_SECONDS). */
  signInWindowSeconds: number;
  /**
   * `auto`: session cookies are `Secure` when the request came over HTTPS (the connection, or
   * `X-Forwarded-Proto` from a proxy trusted by CHARTROOM_TRUST_PROXY); `always`: every time.
   */
  secureCookies: 'auto' | 'always';
}

export const DEFAULT_AUTH_OPTIONS: AuthOptions = Object.freeze({
  sessionIdleSeconds: 3600,
  sessionMaxSeconds: 12 * 3600,
  tenantTokenMaxSeconds: 24 * 3600,
  signInMaxPerAccount: 5,
  signInMaxPerAddress: 20,
  signInWindowSeconds: 15 * 60,
  secureCookies: 'auto',
});

/** Clock skew allowed on a tenant token's `iat` (a host backend's clock may run a little ahead). */
export const IAT_SKEW_SECONDS = 60;

/** The options from the environment (config.ts). */
export function authOptionsFromConfig(config: Config): AuthOptions {
  return {
    sessionIdleSeconds: config.CHARTROOM_SESSION_IDLE_SECONDS,
    sessionMaxSeconds: config.CHARTROOM_SESSION_MAX_SECONDS,
    tenantTokenMaxSeconds: config.CHARTROOM_TENANT_TOKEN_MAX_SECONDS,
    signInMaxPerAccount: config.CHARTROOM_SIGNIN_MAX_PER_ACCOUNT,
    signInMaxPerAddress: config.CHARTROOM_SIGNIN_MAX_PER_ADDRESS,
    signInWindowSeconds: config.CHARTROOM_SIGNIN_WINDOW_SECONDS,
    secureCookies: config.CHARTROOM_SECURE_COOKIES,
  };
}
