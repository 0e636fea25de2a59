import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createApiKeyBodySchema,
  dataEnvelope,
  deleteApiKeyQuerySchema,
  meAnswerSchema,
  setupBodySchema,
  setupStatusAnswerSchema,
  tokenAnswerSchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { HttpError, forbidden, notFound } from '../../plugins/http-error';
import { hashPassword } from '../../crypto/password';
import { sessionRoutes, startSession } from './session-routes';

export function authRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/setup/status',
    { schema: { tags: ['auth'], response: { 200: setupStatusAnswerSchema } } },
    async () => ({
      data: { needsSetup: (await s.authRepo.countOrganizations()) === 0 },
    }),
  );

  r.post(
    '/setup',
    {
      schema: {
        tags: ['auth'],
        description:
          'First start only: creates the organisation and its first admin, and signs that admin in as /auth/sign-in does (session cookies, and the session as a bearer token in data.token).',
        body: setupBodySchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    async (request, reply) => {
      if ((await s.authRepo.countOrganizations()) > 0) {
        throw new HttpError(409, 'Chartroom is already set up: sign in instead');
      }
      const { user } = await s.authRepo.createOrganizationWithAdmin({
        organizationName: request.body.organizationName,
        name: request.body.name,
        email: request.body.email,
        passwordHash: await hashPassword(request.body.password),
      });
      return { data: await startSession(s, request, reply, user) };
    },
  );

  sessionRoutes(app, s);

  r.get(
    '/auth/me',
    { schema: { tags: ['auth'], response: { 200: meAnswerSchema } } },
    async (request) => {
      const caller = await s.auth.admin(request);
      const organization = await s.authRepo.findOrganization(caller.organizationId);
      if (!organization) throw notFound('Organisation not found');
      const user = caller.userId ? await s.authRepo.findUser(caller.userId) : undefined;
      return {
        data: {
          user: user
            ? { id: user.id, email: user.email, name: user.name }
            : { id: 'api-key', email: '', name: 'API key' },
          organization,
        },
      };
    },
  );

  r.get(
    '/auth/embed-secret',
    {
      schema: {
        tags: ['auth'],
        description:
          "The organisation's embed secret: your backend signs tenant tokens with it (HS256, issuer 'chartroom', audience 'chartroom:tenant', claim org = organisation id). Admin sessions only.",
        response: {
          200: dataEnvelope(z.object({ organizationId: z.string(), secret: z.string() })),
        },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      if (caller.via !== 'session')
        throw forbidden('Only a signed-in admin can read the embed secret');
      const secret = await s.authRepo.embedSecret(caller.organizationId);
      if (!secret) throw notFound('Organisation not found');
      return { data: { organizationId: caller.organizationId, secret } };
    },
  );

  const apiKeySchema = z.object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  });
  r.get(
    '/auth/api-keys',
    {
      schema: {
        tags: ['auth'],
        response: { 200: dataEnvelope(z.object({ apiKeys: z.array(apiKeySchema) })) },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      return { data: { apiKeys: await s.authRepo.listApiKeys(caller.organizationId) } };
    },
  );
  r.post(
    '/auth/api-keys',
    {
      schema: {
        tags: ['auth'],
        body: createApiKeyBodySchema,
        response: {
          200: dataEnvelope(
            z.object({ id: z.string(), name: z.string(), prefix: z.string(), key: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      return {
        data: await s.authRepo.createApiKey(
          caller.organizationId,
          request.body.name,
          caller.userId,
        ),
      };
    },
  );
  r.delete(
    '/auth/api-keys',
    {
      schema: {
        tags: ['auth'],
        querystring: deleteApiKeyQuerySchema,
        response: { 200: dataEnvelope(z.object({ deleted: z.boolean() })) },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      if (!(await s.authRepo.deleteApiKey(caller.organizationId, request.query.id)))
        throw notFound('API key not found');
      return { data: { deleted: true } };
    },
  );
}
