import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_LIFETIME_DAYS,
  organizationPlanSchema,
  planFeatures,
  type Invitation,
  type OrganizationSettings,
  type OrganizationUser,
  type UpdateOrganizationSettingsBody,
} from '@chartroom/core';
import type { Db } from '../../store/database';

/** The sha256 of an invitation link's token: only this is stored. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A pending invitation found by its token, with what the accept page shows. */
export interface OpenInvitation {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  expiresAt: Date;
  /** A share invitation's dashboard (decision 023): where the new account lands. */
  shareUrl: string | null;
  dashboardTitle: string | null;
}

/** What a share invitation adds to an invitation (decision 023). */
export interface InvitationShare {
  shareUrl: string;
  dashboardTitle: string;
  /** How long the link works; default INVITATION_LIFETIME_DAYS. */
  lifetimeDays?: number;
}

/** An organisation's settings, users and invitations (the Settings screen). */
export class OrganizationRepository {
  constructor(private readonly db: Db) {}

  async settings(organizationId: string): Promise<OrganizationSettings | undefined> {
    const row = await this.db
      .selectFrom('organizations')
      .select(['id', 'name', 'logo', 'primary_color', 'secondary_color', 'plan'])
      .where('id', '=', organizationId)
      .executeTakeFirst();
    if (!row) return undefined;
    // A plan name the store holds but this version does not know reads as the full plan.
    const plan = organizationPlanSchema.catch('enterprise').parse(row.plan);
    return {
      id: row.id,
      name: row.name,
      logo: row.logo,
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      plan,
      planFeatures: planFeatures(plan),
    };
  }

  /** Writes the fields given (one statement: all or nothing). */
  async updateSettings(organizationId: string, body: UpdateOrganizationSettingsBody) {
    const set: {
      name?: string;
      logo?: string | null;
      primary_color?: string | null;
      secondary_color?: string | null;
    } = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.logo !== undefined) set.logo = body.logo;
    if (body.primaryColor !== undefined) set.primary_color = body.primaryColor;
    if (body.secondaryColor !== undefined) set.secondary_color = body.secondaryColor;
    if (Object.keys(set).length > 0) {
      await this.db
        .updateTable('organizations')
        .set(set)
        .where('id', '=', organizationId)
        .execute();
    }
    return this.settings(organizationId);
  }

  async listUsers(organizationId: string): Promise<OrganizationUser[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'created_at'])
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .orderBy('email')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      createdAt: r.created_at.toISOString(),
    }));
  }

  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Pending invitations: not accepted, not revoked, not expired; newest first. */
  async listInvitations(organizationId: string): Promise<Invitation[]> {
    const rows = await this.db
      .selectFrom('invitations as i')
      .leftJoin('users as u', 'u.id', 'i.invited_by')
      .select(['i.id', 'i.email', 'i.created_at', 'i.expires_at', 'u.name as inviter'])
      .where('i.organization_id', '=', organizationId)
      .where('i.token_hash', 'is not', null)
      .where('i.accepted_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', new Date())
      .orderBy('i.created_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      invitedBy: r.inviter ?? null,
      createdAt: r.created_at.toISOString(),
      expiresAt: (r.expires_at ?? new Date()).toISOString(),
    }));
  }

  /**
   * A new invitation; an earlier pending one to the same address is revoked (its link stops
   * working), so an address has one link at a time. The token is returned once.
   */
  async createInvitation(
    organizationId: string,
    email: string,
    invitedBy: string | null,
    share?: InvitationShare,
  ): Promise<{ invitation: Invitation; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const createdAt = new Date();
    const days = share?.lifetimeDays ?? INVITATION_LIFETIME_DAYS;
    const expiresAt = new Date(createdAt.getTime() + days * 86_400_000);
    const address = email.toLowerCase();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('invitations')
        .set({ revoked_at: createdAt })
        .where('organization_id', '=', organizationId)
        .where('email', '=', address)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .insertInto('invitations')
        .values({
          id,
          organization_id: organizationId,
          email: address,
          invited_by: invitedBy,
          token_hash: hashInvitationToken(token),
          created_at: createdAt,
          expires_at: expiresAt,
          share_url: share?.shareUrl ?? null,
          dashboard_title: share?.dashboardTitle ?? null,
        })
        .execute();
    });
    const inviter = invitedBy
      ? await this.db
          .selectFrom('users')
          .select('name')
          .where('id', '=', invitedBy)
          .executeTakeFirst()
      : undefined;
    return {
      invitation: {
        id,
        email: address,
        invitedBy: inviter?.name ?? null,
        createdAt: createdAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      },
      token,
    };
  }

  /** Revokes a pending invitation of the organisation; false when there is none by that id. */
  async revokeInvitation(organizationId: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('invitations')
      .set({ revoked_at: new Date() })
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The pending, unexpired invitation a link's token opens. */
  async openInvitation(token: string): Promise<OpenInvitation | undefined> {
    const row = await this.db
      .selectFrom('invitations as i')
      .innerJoin('organizations as o', 'o.id', 'i.organization_id')
      .select([
        'i.id',
        'i.organization_id',
        'i.email',
        'i.expires_at',
        'i.share_url',
        'i.dashboard_title',
        'o.name',
      ])
      .where('i.token_hash', '=', hashInvitationToken(token))
      .where('i.accepted_at', 'is', null)
      .where('i.revoked_at', 'is', null)
      .where('i.expires_at', '>', new Date())
      .executeTakeFirst();
    if (!row?.expires_at) return undefined;
    return {
      id: row.id,
      organizationId: row.organization_id,
      organizationName: row.name,
      email: row.email,
      expiresAt: row.expires_at,
      shareUrl: row.share_url,
      dashboardTitle: row.dashboard_title,
    };
  }

  /**
   * Accepts an invitation: marks it accepted and creates the account, in one transaction. The
   * invitation is claimed first (`accepted_at IS NULL` in the update), so of two accepts racing
   * one wins; undefined when the link is no longer pending.
   */
  async acceptInvitation(
    token: string,
    account: { name: string; passwordHash: string },
  ): Promise<{ id: string; organization_id: string } | 'email-taken' | undefined> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const now = new Date();
        const userId = randomUUID();
        const claimed = await trx
          .updateTable('invitations')
          .set({ accepted_at: now, accepted_user_id: userId })
          .where('token_hash', '=', hashInvitationToken(token))
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['organization_id', 'email'])
          .executeTakeFirst();
        if (!claimed) return undefined;
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', claimed.email)
          .executeTakeFirst();
        if (taken) throw new EmailTaken();
        await trx
          .insertInto('users')
          .values({
            id: userId,
            organization_id: claimed.organization_id,
            email: claimed.email,
            name: account.name,
            password_hash: account.passwordHash,
            role: 'admin',
          })
          .execute();
        return { id: userId, organization_id: claimed.organization_id };
      })
      .catch((err: unknown) => {
        if (err instanceof EmailTaken) return 'email-taken' as const;
        throw err;
      });
  }
}

/** Rolls the accept transaction back: the address has an account already. */
class EmailTaken extends Error {}
