import { randomBytes } from 'node:crypto';
import type { Db } from '../../store/database';
import type { Caller } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/http-error';
import { OPEN_CONNECTION_MESSAGE } from '../../query/tenant-scopes';

/** Why Dash refuses a call (403), in the order the switches are checked. */
export const DASH_OFF_MESSAGES = {
  tenant: "This tenant's token does not allow Dash (aiCharts)",
  organization: 'Dash is switched off for this organisation',
  connection: 'Dash is switched off for this connection',
} as const;

/**
 * Dash on or off (decision 033): per organisation and per connection (migration 0014, both on by
 * default; this replaces the spec's organisation allow-list) and per tenant token (`aiCharts`,
 * off unless granted). Read from the store on every call, so a switch applies at once.
 */
export class DashSwitches {
  constructor(private readonly db: Db) {}

  /** Why Dash is off for this caller on this connection, or null when it is on. */
  async offReason(caller: Caller, connectionId: string): Promise<string | null> {
    if (caller.kind === 'tenant' && !caller.claims.permissions.aiCharts)
      return DASH_OFF_MESSAGES.tenant;
    const row = await this.db
      .selectFrom('connections')
      .innerJoin('organizations', 'organizations.id', 'connections.organization_id')
      .select([
        'connections.dash_enabled as connection',
        'connections.tenant_mode as mode',
        'organizations.dash_enabled as org',
      ])
      .where('connections.organization_id', '=', caller.organizationId)
      .where('connections.id', '=', connectionId)
      .executeTakeFirst();
    if (!row) throw notFound(`Connection ${connectionId} not found`);
    if (!row.org) return DASH_OFF_MESSAGES.organization;
    if (!row.connection) return DASH_OFF_MESSAGES.connection;
    // A tenant reads nothing of an open (admin-only) connection: no Dash there either.
    if (caller.kind === 'tenant' && row.mode !== 'scoped') return OPEN_CONNECTION_MESSAGE;
    return null;
  }

  async assertOn(caller: Caller, connectionId: string): Promise<void> {
    const reason = await this.offReason(caller, connectionId);
    if (reason) throw forbidden(reason);
  }

  /** Calls without a connection: the tenant's aiCharts, then the organisation's switch. */
  async assertOrganizationOn(caller: Caller): Promise<void> {
    if (caller.kind === 'tenant' && !caller.claims.permissions.aiCharts)
      throw forbidden(DASH_OFF_MESSAGES.tenant);
    const { enabled } = await this.settings(caller.organizationId);
    if (!enabled) throw forbidden(DASH_OFF_MESSAGES.organization);
  }

  /** The organisation's switch and each connection's. */
  async settings(
    organizationId: string,
  ): Promise<{ enabled: boolean; connections: Array<{ connectionId: string; enabled: boolean }> }> {
    const org = await this.db
      .selectFrom('organizations')
      .select('dash_enabled')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const connections = await this.db
      .selectFrom('connections')
      .select(['id', 'dash_enabled'])
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .execute();
    return {
      enabled: org.dash_enabled,
      connections: connections.map((c) => ({ connectionId: c.id, enabled: c.dash_enabled })),
    };
  }

  /** Switches Dash for the organisation, or for one of its connections. */
  async set(organizationId: string, enabled: boolean, connectionId?: string): Promise<void> {
    if (connectionId === undefined) {
      await this.db
        .updateTable('organizations')
        .set({ dash_enabled: enabled })
        .where('id', '=', organizationId)
        .execute();
      return;
    }
    const updated = await this.db
      .updateTable('connections')
      .set({ dash_enabled: enabled })
      .where('organization_id', '=', organizationId)
      .where('id', '=', connectionId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw notFound(`Connection ${connectionId} not found`);
  }

  /**
   * The organisation's AI-filter path secret (`/ai/a{secret}`): 32 random bytes, base64url,
   * made on first use. Not guessable, so one organisation's path reveals nothing of another's.
   */
  async filterSecret(organizationId: string): Promise<string> {
    const row = await this.db
      .selectFrom('organizations')
      .select('ai_filter_secret')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    if (row.ai_filter_secret) return row.ai_filter_secret;
    const secret = randomBytes(32).toString('base64url');
    await this.db
      .updateTable('organizations')
      .set({ ai_filter_secret: secret })
      .where('id', '=', organizationId)
      .where('ai_filter_secret', 'is', null)
      .execute();
    return this.filterSecret(organizationId);
  }

  /** Whether `secret` is this organisation's AI-filter path secret. */
  async isFilterSecret(organizationId: string, secret: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('organizations')
      .select('ai_filter_secret')
      .where('id', '=', organizationId)
      .executeTakeFirst();
    return !!row?.ai_filter_secret && timingSafeEqualText(row.ai_filter_secret, secret);
  }
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
