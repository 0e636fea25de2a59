import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openStore, type Db } from './database';
import { SecretBox } from '../crypto/secret-box';
import { AuthRepository } from '../modules/auth/repository';
import { DashboardRepository } from '../modules/dashboard/repository';
import { ChartRepository } from '../modules/chart/repository';
import { ConnectionRepository } from '../modules/connection/repository';

const PG_ADMIN_URL =
  process.env.CHARTROOM_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The same repository suite on PGlite (always) and PostgreSQL on 127.0.0.1 (when reachable). */
const engines: Array<{ name: string; open: () => Promise<Db | null> }> = [
  { name: 'PGlite', open: () => openStore({ dataDir: 'memory' }) },
  {
    name: 'PostgreSQL 127.0.0.1',
    open: async () => {
      const dbName = `chartroom_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${dbName}`;
      const db = await openStore({ dataDir: 'memory', databaseUrl: url.toString() });
      cleanups.push(async () => {
        await db.destroy();
        const c = new pg.Client({ connectionString: PG_ADMIN_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${dbName}`);
        await c.end();
      });
      return db;
    },
  },
];

const pgUp = await postgresReachable();

for (const engine of engines) {
  const skip = engine.name.startsWith('PostgreSQL') && !pgUp;
  describe.skipIf(skip)(`metadata store on ${engine.name}`, () => {
    let db: Db;
    const box = new SecretBox('test-secret-key-test-secret-key-123');

    it('migrates and creates an organisation with its admin in one transaction', async () => {
      db = (await engine.open())!;
      const tables = await sql<{
        table_name: string;
      }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(
        db,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'organizations',
          'users',
          'api_keys',
          'connections',
          'tenants',
          'charts',
          'dashboards',
          'chart_filters',
          'dashboard_filters',
          'workspaces',
          'themes',
          'golden_assets',
          'chat_messages',
          'analytics_events',
          'invitations',
        ]),
      );
      const auth = new AuthRepository(db, box);
      const { organization, user } = await auth.createOrganizationWithAdmin({
        organizationName: 'Org',
        name: 'A',
        email: 'A@Example.com',
        passwordHash: 'x',
      });
      expect((await auth.findUserByEmail('a@example.com'))?.id).toBe(user.id);
      expect(await auth.embedSecret(organization.id)).toMatch(/^[\w-]{40,}$/);
      // A duplicate email fails and leaves no half-created organisation behind.
      await expect(
        auth.createOrganizationWithAdmin({
          organizationName: 'Org2',
          name: 'B',
          email: 'a@example.com',
          passwordHash: 'y',
        }),
      ).rejects.toThrow();
      expect(await auth.countOrganizations()).toBe(1);
    });

    it('keeps charts and dashboards as append-only versions', async () => {
      const auth = new AuthRepository(db, box);
      const org = (await db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()).id;
      const charts = new ChartRepository(db);
      const id = randomUUID();
      const v1 = await charts.appendVersion({
        id,
        organization_id: org,
        name: 'c',
        config: { a: 1 },
        connection: null,
      });
      const v2 = await charts.appendVersion({
        id,
        organization_id: org,
        name: 'c2',
        config: { a: 2 },
        connection: null,
      });
      expect([v1.version, v2.version]).toEqual([1, 2]);
      expect((await charts.find(org, id, 1))?.config).toEqual({ a: 1 });
      expect((await charts.find(org, id))?.name).toBe('c2');
      expect(await charts.listLatest(org)).toEqual([
        expect.objectContaining({ id, version: 2, name: 'c2' }),
      ]);
      await expect(
        db
          .insertInto('charts')
          .values({
            id,
            version: 1,
            organization_id: org,
            name: 'dup',
            author: null,
            config: '{}',
            connection: null,
            project_id: null,
            team_id: null,
            thumbnail: null,
            published: false,
            published_by: null,
            config_version: 'v1',
          })
          .execute(),
      ).rejects.toThrow();
      const dashboards = new DashboardRepository(db);
      const d1 = await dashboards.appendVersion({
        id: 'd',
        organization_id: org,
        name: 'D',
        config: { charts: {} },
      });
      const d2 = await dashboards.appendVersion({
        id: 'd',
        organization_id: org,
        name: 'D',
        config: { charts: { [id]: { version: 2 } } },
        published: true,
      });
      expect([d1.version, d2.version]).toEqual([1, 2]);
      expect(d2.created_at <= d2.updated_at).toBe(true);
      expect(await dashboards.find('other-org', 'd')).toBeUndefined();
      expect(auth).toBeDefined();
    });

    it('remembers the latest chart version briefly but never past its own writes', async () => {
      const org = (await db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()).id;
      const charts = new ChartRepository(db);
      const id = randomUUID();
      const base = { id, organization_id: org, config: {}, connection: null };
      await charts.appendVersion({ ...base, name: 'first' });
      expect((await charts.find(org, id))?.name).toBe('first');
      // Remembered: a change behind the repository's back is not seen within the 2 s window…
      await db.updateTable('charts').set({ name: 'behind' }).where('id', '=', id).execute();
      expect((await charts.find(org, id))?.name).toBe('first');
      // …but its own writes are, at once: a new version, publication, and a read racing a write.
      await charts.appendVersion({ ...base, name: 'second' });
      expect((await charts.find(org, id))?.version).toBe(2);
      await charts.setPublished(org, id, true, 'me');
      // Nothing remembered now: this read goes to the store while a new version is written.
      const racing = charts.find(org, id);
      await charts.appendVersion({ ...base, name: 'third' });
      expect((await racing)?.published).toBe(true);
      expect((await charts.find(org, id))?.name).toBe('third');
    });

    it('encrypts connection secrets at rest', async () => {
      const org = (await db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()).id;
      const repo = new ConnectionRepository(db, box);
      const saved = await repo.create({
        organization_id: org,
        name: 'pg',
        type: 'postgres',
        config: { host: 'h' },
        secret: 'hunter2',
      });
      const raw = await db
        .selectFrom('connections')
        .select('secret_enc')
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(raw.secret_enc).not.toContain('hunter2');
      expect(repo.secretOf(saved)).toBe('hunter2');
      expect(() =>
        new ConnectionRepository(db, new SecretBox('another-key-another-key-another-key')).secretOf(
          saved,
        ),
      ).toThrow();
    });
  });
}
