import { z } from 'zod';
import { dataEnvelope } from './common';

export const emailSchema = z.email('Please enter a valid email address.').max(320);
export const passwordSchema = z.string().min(8, 'Password must be at least 8 characters').max(200);

export const signInBodySchema = z.object({
  email: z.string().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(200),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const tokenAnswerSchema = dataEnvelope(z.object({ token: z.string() }));
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

export const setupStatusAnswerSchema = dataEnvelope(z.object({ needsSetup: z.boolean() }));

export const setupBodySchema = z.object({
  organizationName: z.string().trim().min(1, 'Organisation name is required').max(200),
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: emailSchema,
  password: passwordSchema,
});
export type SetupBody = z.infer<typeof setupBodySchema>;

export const meAnswerSchema = dataEnvelope(
  z.object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    organization: z.object({ id: z.string(), name: z.string() }),
  }),
);
export type MeAnswer = z.infer<typeof meAnswerSchema>;
