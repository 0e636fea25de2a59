import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rotateEmbedSecretAnswerSchema, rotateEmbedSecretBodySchema } from '@chartroom/core';
import type { Services } from '../../services';
import { forbidden, notFound } from '../../plugins/http-error';

/**
 * POST /auth/embed-secret/rotate: a new embed secret for the organisation. Tenant tokens signed
 * with the old one are refused from then on (on this server at once; another instance may still
 * know the old secret for up to 2 s, decision 004). Admin sessions only, as reading it.
 */
export function embedSecretRotationRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/auth/embed-secret/rotate',
    {
      schema: {
        tags: ['auth'],
        description:
          'Body { confirm: true }. Replaces the embed secret with a new random one and answers it: every tenant token signed with the old secret stops working, so your backend must sign new tokens with the new secret. Admin sessions only.',
        body: rotateEmbedSecretBodySchema,
        response: { 200: rotateEmbedSecretAnswerSchema },
      },
    },
    async (request) => {
      const caller = await s.auth.admin(request);
      if (caller.via !== 'session')
        throw forbidden('Only a signed-in admin can rotate the embed secret');
      const secret = randomBytes(32).toString('base64url');
      const result = await s.db
        .updateTable('organizations')
        .set({ embed_secret_enc: s.box.seal(secret) })
        .where('id', '=', caller.organizationId)
        .executeTakeFirst();
      s.authRepo.forgetEmbedSecret(caller.organizationId);
      if (Number(result.numUpdatedRows) === 0) throw notFound('Organisation not found');
      return { data: { organizationId: caller.organizationId, secret } };
    },
  );
}
