import { z } from 'zod';
import { lineText, guardedRequest } from '../common/text';
import { dataEnvelope, idSchema } from './common';

export const emailSchema = z.email('Please enter a valid email address.').max(320);
export const passwordSchema = z.string().min(8, 'Password must be at least 8 characters').max(200);

export const signInBodySchema = guardedRequest(
  z.object({
    email: lineText(320, 'Email').min(1, 'Email is required'),
    password: z.string().min(1, 'Password is required').max(200),
  }),
);
export type SignInBody = z.infer<typeof signInBodySchema>;

export const tokenAnswerSchema = dataEnvelope(z.object({ token: z.string() }));
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const setupStatusAnswerSchema = dataEnvelope(z.object({ needsSetup: z.boolean() }));

export const setupBodySchema = guardedRequest(
  z.object({
    organizationName: lineText(200, 'Organisation name')
      .trim()
      .min(1, 'Organisation name is required'),
    name: lineText(200, 'Name').trim().min(1, 'Name is required'),
    email: emailSchema,
    password: passwordSchema,
  }),
);
export type SetupBody = z.infer<typeof setupBodySchema>;

export const meAnswerSchema = dataEnvelope(
  z.object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    organization: z.object({ id: z.string(), name: z.string() }),
  }),
);
export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** POST /auth/api-keys */
export const createApiKeyBodySchema = guardedRequest(
  z.object({ name: lineText(200, 'name').trim().min(1, 'name is required') }),
);
/** DELETE /auth/api-keys?id */
export const deleteApiKeyQuerySchema = z.object({ id: idSchema });
