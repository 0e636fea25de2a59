import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../store/database';
import type { SecretBox } from '../../crypto/secret-box';

export interface OrganizationRecord {
  id: string;
  name: string;
}
export interface UserRecord {
  id: string;
  organization_id: string;
  email: string;
  name: string;
  password_hash: string;
}

/** Organisations, their admins and API keys. */
export class AuthRepository {
  /** Opened embed secrets by organisation (decision 004: at most 2 s old). */
  private readonly secrets = new LRUCache<string, string>({ max: 1000, ttl: 2000 });
  /** Recently resolved API keys by hash (decision 004: at most 2 s old). */
  private readonly apiKeys = new LRUCache<string, { id: string; organizationId: string }>({
    max: 1000,
    ttl: 2000,
  });
  /** Bumped by every key deletion: a resolution that raced one is not remembered. */
  private apiKeyWrites = 0;

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  async countOrganizations(): Promise<number> {
    const row = await this.db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Creates an organisation and its first admin in one transaction. */
  async createOrganizationWithAdmin(input: {
    organizationName: string;
    name: string;
    email: string;
    passwordHash: string;
    organizationId?: string;
  }): Promise<{ organization: OrganizationRecord; user: UserRecord }> {
    return this.db.transaction().execute(async (trx) => {
      const organization = {
        id: input.organizationId ?? randomUUID(),
        name: input.organizationName,
      };
      await trx
        .insertInto('organizations')
        .values({
          ...organization,
          embed_secret_enc: this.box.seal(randomBytes(32).toString('base64url')),
        })
        .execute();
      const user: UserRecord = {
        id: randomUUID(),
        organization_id: organization.id,
        email: input.email.toLowerCase(),
        name: input.name,
        password_hash: input.passwordHash,
      };
      await trx
        .insertInto('users')
        .values({ ...user, role: 'admin' })
        .execute();
      return { organization, user };
    });
  }

  async findUserByEmail(email: string): Promise<UserRecord | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'organization_id', 'email', 'name', 'password_hash'])
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  async findUser(id: string): Promise<UserRecord | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'organization_id', 'email', 'name', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async updatePassword(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .execute();
  }

  async findOrganization(id: string): Promise<OrganizationRecord | undefined> {
    return this.db
      .selectFrom('organizations')
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The organisation's embed secret, opened; remembered for 2 s (decision 004). */
  async embedSecret(organizationId: string): Promise<string | null> {
    const known = this.secrets.get(organizationId);
    if (known) return known;
    const row = await this.db
      .selectFrom('organizations')
      .select('embed_secret_enc')
      .where('id', '=', organizationId)
      .executeTakeFirst();
    if (!row) return null;
    const secret = this.box.open(row.embed_secret_enc);
    this.secrets.set(organizationId, secret);
    return secret;
  }

  /** Forgets the remembered embed secret (after a rotation): the next lookup reads the store. */
  forgetEmbedSecret(organizationId: string): void {
    this.secrets.delete(organizationId);
  }

  /** Creates an API key; the plain key is returned once and only its hash is kept. */
  async createApiKey(organizationId: string, name: string, createdBy: string | null) {
    const prefix = randomBytes(4).toString('hex');
    const key = `cr_${prefix}_${randomBytes(24).toString('base64url')}`;
    const id = randomUUID();
    await this.db
      .insertInto('api_keys')
      .values({
        id,
        organization_id: organizationId,
        name,
        prefix,
        key_hash: hashKey(key),
        created_by: createdBy,
      })
      .execute();
    return { id, name, prefix, key };
  }

  async listApiKeys(organizationId: string) {
    const rows = await this.db
      .selectFrom('api_keys')
      .select(['id', 'name', 'prefix', 'created_at', 'last_used_at'])
      .where('organization_id', '=', organizationId)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      prefix: r.prefix,
      created_at: r.created_at.toISOString(),
      last_used_at: r.last_used_at ? r.last_used_at.toISOString() : null,
    }));
  }

  async deleteApiKey(organizationId: string, id: string): Promise<boolean> {
    this.forgetApiKey(id);
    const result = await this.db
      .deleteFrom('api_keys')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .executeTakeFirst();
    this.forgetApiKey(id);
    return Number(result.numDeletedRows) > 0;
  }

  private forgetApiKey(id: string): void {
    this.apiKeyWrites++;
    for (const [hash, known] of this.apiKeys.entries()) {
      if (known.id === id) this.apiKeys.delete(hash);
    }
  }

  /**
   * The organisation of a valid API key, or undefined. A key that resolved less than 2 s ago is
   * answered from memory (decision 004: a key deleted on another instance works there for up to
   * 2 s more; on this one it stops at once), so `last_used_at` is written at most every 2 s.
   */
  async resolveApiKey(key: string): Promise<string | undefined> {
    const hash = hashKey(key);
    const known = this.apiKeys.get(hash);
    if (known) return known.organizationId;
    const writesBefore = this.apiKeyWrites;
    const row = await this.db
      .updateTable('api_keys')
      .set({ last_used_at: new Date() })
      .where('key_hash', '=', hash)
      .returning(['id', 'organization_id'])
      .executeTakeFirst();
    if (!row) return undefined;
    if (this.apiKeyWrites === writesBefore) {
      this.apiKeys.set(hash, { id: row.id, organizationId: row.organization_id });
    }
    return row.organization_id;
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
