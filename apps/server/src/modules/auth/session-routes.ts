import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, passwordSchema, signInBodySchema, tokenAnswerSchema } from '@chartroom/core';
import type { Services } from '../../services';
import { HttpError, badRequest, forbidden, unauthorized } from '../../plugins/http-error';
import { hashPassword, verifyPassword } from '../../crypto/password';
import { clearSessionCookies, csrfTokenFor, setSessionCookies } from './session-cookies';

const SIGN_IN_DESCRIPTION = [
  'Signs an admin in and starts a server-side session, which ends on sign-out, a password change,',
  'after CHARTROOM_SESSION_IDLE_SECONDS without use (1 hour by default) or',
  'CHARTROOM_SESSION_MAX_SECONDS after sign-in (12 hours).',
  'Browsers: the answer sets the `chartroom_session` cookie (HttpOnly, SameSite=Lax, Secure over',
  'HTTPS) and the readable `chartroom_csrf` cookie; a cookie-authenticated POST/PUT/PATCH/DELETE',
  'must send that value in the `x-csrf-token` header.',
  'Scripts: `data.token` is the same session as a bearer token (`Authorization: Bearer <token>`,',
  'no CSRF header needed); POST /auth/sign-out with it ends it. For long-running integrations use',
  'an API key (POST /auth/api-keys) instead; tenant tokens are minted with POST /tenant/create-token.',
  'After CHARTROOM_SIGNIN_MAX_PER_ACCOUNT failures for an email (5) or',
  'CHARTROOM_SIGNIN_MAX_PER_ADDRESS from one client address (20) within',
  'CHARTROOM_SIGNIN_WINDOW_SECONDS (15 minutes), sign-in answers 429 with Retry-After.',
].join(' ');

/** Starts a session for a user: the cookies for a browser, the token for a script. */
export async function startSession(
  s: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; organization_id: string },
): Promise<{ token: string }> {
  const { sessions, options, csrfKey } = s.auth.session;
  const session = await sessions.create(user.id, user.organization_id);
  const token = await s.tokens.signAdminSession({
    userId: user.id,
    organizationId: user.organization_id,
    sessionId: session.id,
    expiresAt: session.expiresAt,
  });
  setSessionCookies(request, reply, options, {
    token,
    csrfToken: csrfTokenFor(csrfKey, session.id),
    expiresAt: session.expiresAt,
  });
  return { token };
}

/** POST /auth/sign-in, /auth/sign-out and /auth/change-password. */
export function sessionRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { signInLimits, sessions } = s.auth.session;

  r.post(
    '/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        description: SIGN_IN_DESCRIPTION,
        body: signInBodySchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const refusal = await signInLimits.check(email, request.ip);
      if (refusal) {
        reply.header('retry-after', String(refusal.retryAfterSeconds));
        throw new HttpError(429, refusal.message);
      }
      const user = await s.authRepo.findUserByEmail(email);
      const ok = user ? await verifyPassword(password, user.password_hash) : false;
      if (!user || !ok) {
        await signInLimits.failed(email, request.ip);
        throw unauthorized('Wrong email or password');
      }
      await signInLimits.succeeded(email);
      return { data: await startSession(s, request, reply, user) };
    },
  );

  r.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        description:
          'Ends the calling session (the cookie or the bearer session token) and clears the cookies. A session that is already over answers signedOut: false.',
        response: { 200: dataEnvelope(z.object({ signedOut: z.boolean() })) },
      },
    },
    async (request, reply) => {
      let sessionId: string | undefined;
      try {
        const caller = await s.auth.admin(request);
        if (caller.via === 'apiKey') {
          throw badRequest('An API key has no session to end: delete the key instead');
        }
        sessionId = caller.sessionId;
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode !== 401) throw err;
      }
      if (sessionId) await sessions.revoke(sessionId);
      clearSessionCookies(request, reply, s.auth.session.options);
      return { data: { signedOut: sessionId !== undefined } };
    },
  );

  r.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        description:
          "Changes the signed-in admin's password and ends every session of that admin (other browsers and bearer session tokens included); the answer starts a new session for the caller (cookies and token, as sign-in).",
        body: z.object({
          currentPassword: z.string().min(1, 'currentPassword is required').max(200),
          newPassword: passwordSchema,
        }),
        response: { 200: tokenAnswerSchema },
      },
    },
    async (request, reply) => {
      const caller = await s.auth.admin(request);
      if (caller.via !== 'session' || !caller.userId) {
        throw forbidden('Only a signed-in admin can change a password (not an API key)');
      }
      const user = await s.authRepo.findUser(caller.userId);
      if (!user) throw unauthorized('Session ended: sign in again');
      if (!(await verifyPassword(request.body.currentPassword, user.password_hash))) {
        throw badRequest('The current password is wrong');
      }
      if (request.body.currentPassword === request.body.newPassword) {
        throw badRequest('The new password must differ from the current one');
      }
      await s.authRepo.updatePassword(user.id, await hashPassword(request.body.newPassword));
      await sessions.revokeAllOf(user.id);
      return { data: await startSession(s, request, reply, user) };
    },
  );
}
