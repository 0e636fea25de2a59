import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../store/database';
import { unauthorized } from '../../plugins/http-error';
import type { AuthOptions } from './auth-options';

export interface SessionRecord {
  id: string;
  userId: string;
  organizationId: string;
  /** Epoch ms: the absolute end of the session. */
  expiresAt: number;
}

interface Known extends SessionRecord {
  revoked: boolean;
  /** Epoch ms of the last use written to (or read from) the store. */
  lastSeen: number;
}

/** How often a session's `last_seen_at` is written at most (never on every request). */
const TOUCH_EVERY_MS = 5000;
/** Decision 004: a session's state is remembered at most this long per instance. */
const REMEMBER_MS = 2000;

/**
 * Server-side admin sessions: created at sign-in, checked on every session call, ended by
 * sign-out, a password change, the idle timeout or the absolute lifetime. A session's state is
 * remembered for at most 2 s per instance (decision 004); a revocation on this instance takes
 * effect at once (the ids it ended are kept in memory and checked before anything remembered).
 */
export class AdminSessions {
  private readonly known = new LRUCache<string, Known>({ max: 10_000, ttl: REMEMBER_MS });
  /** Sessions this instance ended, checked first, so a racing read cannot bring one back. */
  private readonly ended: LRUCache<string, true>;
  private readonly idleMs: number;
  private readonly touchEveryMs: number;
  private readonly idleText: string;

  constructor(
    private readonly db: Db,
    private readonly options: AuthOptions,
  ) {
    this.idleMs = options.sessionIdleSeconds * 1000;
    this.touchEveryMs = Math.min(TOUCH_EVERY_MS, Math.floor(this.idleMs / 4));
    const seconds = options.sessionIdleSeconds;
    this.idleText =
      seconds < 120
        ? `${seconds} second${seconds === 1 ? '' : 's'}`
        : `${Math.round(seconds / 60)} minutes`;
    this.ended = new LRUCache<string, true>({
      max: 100_000,
      ttl: options.sessionMaxSeconds * 1000,
    });
  }

  async create(userId: string, organizationId: string): Promise<SessionRecord> {
    const now = Date.now();
    const record: SessionRecord = {
      id: randomUUID(),
      userId,
      organizationId,
      expiresAt: now + this.options.sessionMaxSeconds * 1000,
    };
    await this.db
      .insertInto('admin_sessions')
      .values({
        id: record.id,
        user_id: userId,
        organization_id: organizationId,
        created_at: new Date(now),
        last_seen_at: new Date(now),
        expires_at: new Date(record.expiresAt),
      })
      .execute();
    this.known.set(record.id, { ...record, revoked: false, lastSeen: now });
    return record;
  }

  /** The live session of this id, or a 401 saying why it is over; records its use. */
  async use(id: string): Promise<SessionRecord> {
    if (this.ended.has(id)) throw unauthorized('Session ended: sign in again');
    const session = this.known.get(id) ?? (await this.read(id));
    if (!session || session.revoked || this.ended.has(id)) {
      throw unauthorized('Session ended: sign in again');
    }
    const now = Date.now();
    if (now >= session.expiresAt) throw unauthorized('Session expired: sign in again');
    if (now - session.lastSeen >= this.idleMs) {
      throw unauthorized(
        `Session timed out after ${this.idleText} without activity: sign in again`,
      );
    }
    if (now - session.lastSeen >= this.touchEveryMs) {
      session.lastSeen = now;
      await this.db
        .updateTable('admin_sessions')
        .set({ last_seen_at: new Date(now) })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    return session;
  }

  /** Ends one session (sign-out). */
  async revoke(id: string): Promise<void> {
    this.ended.set(id, true);
    this.known.delete(id);
    await this.db
      .updateTable('admin_sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a user (password change); answers how many were live. */
  async revokeAllOf(userId: string): Promise<number> {
    const rows = await this.db
      .updateTable('admin_sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    for (const row of rows) {
      this.ended.set(row.id, true);
      this.known.delete(row.id);
    }
    for (const [id, known] of this.known.entries()) {
      if (known.userId === userId) {
        this.ended.set(id, true);
        this.known.delete(id);
      }
    }
    return rows.length;
  }

  private async read(id: string): Promise<Known | undefined> {
    const row = await this.db
      .selectFrom('admin_sessions')
      .select(['id', 'user_id', 'organization_id', 'last_seen_at', 'expires_at', 'revoked_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const known: Known = {
      id: row.id,
      userId: row.user_id,
      organizationId: row.organization_id,
      expiresAt: new Date(row.expires_at).getTime(),
      lastSeen: new Date(row.last_seen_at).getTime(),
      revoked: row.revoked_at !== null,
    };
    if (!this.ended.has(id)) this.known.set(id, known);
    return known;
  }
}
