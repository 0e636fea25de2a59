import { z } from 'zod';
import { guardedRequest, lineText } from '../common/text';
import { emailSchema, passwordSchema } from './auth';
import { dataEnvelope, idSchema } from './common';

// The Settings screen's calls (issue 12): the organisation's name, logo and brand colours, its
// users and invitations, and the embed secret's rotation. Admin only, except the two invitation
// calls an invitee makes with the link's token.

/** The largest logo, in bytes of the image itself (the data URL is about a third longer). */
export const ORGANIZATION_LOGO_MAX_BYTES = 200 * 1024;
/** The image types a logo may be (no SVG: an image document can hold scripts and links). */
export const ORGANIZATION_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

const LOGO_TYPE_MESSAGE = 'Logo must be a PNG, JPEG, WebP or GIF image';
const LOGO_SIZE_MESSAGE = `Logo must be at most ${ORGANIZATION_LOGO_MAX_BYTES / 1024} KB`;
const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
/** The data URL of the largest logo, with its prefix: longer is refused before the regex runs. */
const MAX_DATA_URL_LENGTH = Math.ceil(ORGANIZATION_LOGO_MAX_BYTES / 3) * 4 + 40;

/** Bytes a base64 text decodes to. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** A logo: a base64 data URL of a PNG, JPEG, WebP or GIF image of at most 200 KB. */
export const organizationLogoSchema = z
  .string()
  .max(MAX_DATA_URL_LENGTH, LOGO_SIZE_MESSAGE)
  .superRefine((value, ctx) => {
    const match = DATA_URL.exec(value);
    if (!match || !ORGANIZATION_LOGO_TYPES.includes(match[1] ?? '')) {
      ctx.addIssue({ code: 'custom', message: LOGO_TYPE_MESSAGE });
      return;
    }
    if (base64ByteLength(match[2] ?? '') > ORGANIZATION_LOGO_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', message: LOGO_SIZE_MESSAGE });
    }
  });

const BRAND_HEX = /^#[0-9a-fA-F]{6}$/;
/** A brand colour: `#RRGGBB` (what the colour pickers give and the hub's theme takes). */
export function brandColorSchema(label: string) {
  return z.string().regex(BRAND_HEX, `${label} must be a hex colour such as #7C3AED`);
}

/** The plans an organisation can be on, cheapest first. */
export const ORGANIZATION_PLANS = ['startup', 'growth', 'pro', 'enterprise'] as const;
export const organizationPlanSchema = z.enum(ORGANIZATION_PLANS);
export type OrganizationPlan = z.infer<typeof organizationPlanSchema>;

/** What a plan includes (dashboards.md §5: the startup plan lacks the last four). */
export const planFeaturesSchema = z.object({
  advancedShareOptions: z.boolean(),
  reactDeployTab: z.boolean(),
  personalWorkspaces: z.boolean(),
  pdfDownload: z.boolean(),
});
export type PlanFeatures = z.infer<typeof planFeaturesSchema>;

/** The features of a plan: every plan but startup has them all (the spec shows no other effect). */
export function planFeatures(plan: OrganizationPlan): PlanFeatures {
  const full = plan !== 'startup';
  return {
    advancedShareOptions: full,
    reactDeployTab: full,
    personalWorkspaces: full,
    pdfDownload: full,
  };
}

export const organizationSettingsSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Data URL of the logo, or null for none. */
  logo: z.string().nullable(),
  /** `#RRGGBB`, or null for Chartroom's own colours. */
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  plan: organizationPlanSchema,
  planFeatures: planFeaturesSchema,
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** GET /organization/get-settings */
export const organizationSettingsAnswerSchema = dataEnvelope(organizationSettingsSchema);

/**
 * The organisation's branding as any of its callers may read it (admins and tenant tokens): its
 * name, logo and brand colours. Dash's empty chat shows the logo (decision 027).
 */
export const organizationBrandingSchema = organizationSettingsSchema.pick({
  name: true,
  logo: true,
  primaryColor: true,
  secondaryColor: true,
});
export type OrganizationBranding = z.infer<typeof organizationBrandingSchema>;

/** GET /organization/get-branding */
export const organizationBrandingAnswerSchema = dataEnvelope(
  z.object({ branding: organizationBrandingSchema }),
);

/** POST /organization/update-settings: the fields sent change, null clears logo or a colour. */
export const updateOrganizationSettingsBodySchema = guardedRequest(
  z.object({
    name: lineText(200, 'Organisation name')
      .trim()
      .min(1, 'Organisation name is required')
      .optional(),
    logo: organizationLogoSchema.nullable().optional(),
    primaryColor: brandColorSchema('Primary colour').nullable().optional(),
    secondaryColor: brandColorSchema('Secondary colour').nullable().optional(),
  }),
);
export type UpdateOrganizationSettingsBody = z.infer<typeof updateOrganizationSettingsBodySchema>;

export const organizationUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;

/** GET /organization/list-users */
export const listOrganizationUsersAnswerSchema = dataEnvelope(
  z.object({ users: z.array(organizationUserSchema) }),
);

/** How long an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /organization/list-invitations: the pending ones (not accepted, revoked or expired). */
export const listInvitationsAnswerSchema = dataEnvelope(
  z.object({ invitations: z.array(invitationSchema) }),
);

/** POST /organization/create-invitation */
export const createInvitationBodySchema = guardedRequest(
  z.object({ email: z.string().trim().pipe(emailSchema) }),
);
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;
/** The link's token is in the answer once: only its hash is kept. */
export const createInvitationAnswerSchema = dataEnvelope(
  z.object({
    invitation: invitationSchema,
    token: z.string(),
    /** The hub's accept page for this invitation (relative to the hub's origin). */
    acceptPath: z.string(),
  }),
);

/** POST /organization/revoke-invitation */
export const revokeInvitationBodySchema = guardedRequest(z.object({ id: idSchema }));
export const revokeInvitationAnswerSchema = dataEnvelope(z.object({ revoked: z.boolean() }));

const invitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'Invitation link is not valid');

/** POST /organization/get-invitation: what the accept page shows (no credential but the token). */
export const getInvitationBodySchema = guardedRequest(z.object({ token: invitationTokenSchema }));
export const getInvitationAnswerSchema = dataEnvelope(
  z.object({
    email: z.string(),
    organizationName: z.string(),
    expiresAt: z.string(),
    /** A share invitation's dashboard (decision 023): where the new account lands; else null. */
    shareUrl: z.string().nullable().default(null),
    dashboardTitle: z.string().nullable().default(null),
  }),
);

/** POST /organization/accept-invitation: creates the account and signs it in. */
export const acceptInvitationBodySchema = guardedRequest(
  z.object({
    token: invitationTokenSchema,
    name: lineText(200, 'Name').trim().min(1, 'Name is required'),
    password: passwordSchema,
  }),
);
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/**
 * POST /auth/embed-secret/rotate: `{ confirm: true }` (a rotation ends every tenant token signed
 * with the old secret, so it is never the effect of an empty or stray request).
 */
export const rotateEmbedSecretBodySchema = guardedRequest(
  z.object({
    confirm: z.literal(true, {
      error: 'confirm must be true: tenant tokens signed with the old secret stop working',
    }),
  }),
);
/** The new secret; tokens signed with the old one stop working. */
export const rotateEmbedSecretAnswerSchema = dataEnvelope(
  z.object({ organizationId: z.string(), secret: z.string() }),
);
