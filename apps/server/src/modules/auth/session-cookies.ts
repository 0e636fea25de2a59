import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseCookie, serialize } from 'cookie';
import type { AuthOptions } from './auth-options';

/** HttpOnly: the admin session (a JWT naming a server-side session record). */
export const SESSION_COOKIE = 'chartroom_session';
/** Readable by the hub's scripts: the CSRF token it echoes in `x-csrf-token`. */
export const CSRF_COOKIE = 'chartroom_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Methods that change state: a cookie-authenticated one needs the CSRF header. */
export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/** The session cookie's value, or undefined when the request carries none. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[SESSION_COOKIE];
  return value || undefined;
}

/**
 * The CSRF token of a session: an HMAC of its id under the server's session key, so it needs no
 * storage, cannot be derived without the key and dies with the session (signed double submit).
 */
export function csrfTokenFor(sessionKey: Uint8Array, sessionId: string): string {
  return createHmac('sha256', sessionKey).update(`csrf:${sessionId}`).digest('base64url');
}

export function csrfMatches(sessionKey: Uint8Array, sessionId: string, sent: unknown): boolean {
  if (typeof sent !== 'string' || sent.length === 0 || sent.length > 200) return false;
  const expected = Buffer.from(csrfTokenFor(sessionKey, sessionId));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function secure(request: FastifyRequest, options: AuthOptions): boolean {
  // request.protocol honours X-Forwarded-Proto only from a proxy Fastify trusts (trustProxy).
  return options.secureCookies === 'always' || request.protocol === 'https';
}

/** Sets both cookies of a new session; they live as long as the session may. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthOptions,
  session: { token: string; csrfToken: string; expiresAt: number },
): void {
  const maxAge = Math.max(0, Math.round((session.expiresAt - Date.now()) / 1000));
  const common = { path: '/', sameSite: 'lax' as const, secure: secure(request, options), maxAge };
  reply.header('set-cookie', [
    serialize(SESSION_COOKIE, session.token, { httpOnly: true, ...common }),
    serialize(CSRF_COOKIE, session.csrfToken, common),
  ]);
}

/** Removes both cookies (sign-out). */
export function clearSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthOptions,
): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: secure(request, options),
    maxAge: 0,
    expires: new Date(0),
  };
  reply.header('set-cookie', [
    serialize(SESSION_COOKIE, '', { httpOnly: true, ...common }),
    serialize(CSRF_COOKIE, '', common),
  ]);
}
