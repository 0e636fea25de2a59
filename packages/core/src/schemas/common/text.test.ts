import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessage } from '../test-helpers';
import { ID_MESSAGE, idSchema, tenantIdSchema } from '../api/common';
import { createApiKeyBodySchema } from '../api/auth';
import { saveDashboardBodySchema } from '../api/dashboard';
import { runQueryBodySchema } from '../api/query';
import { createTenantTokenBodySchema } from '../api/tenant-token';
import { DEPTH_MESSAGE, findUnsafeSpot, guardedRequest, lineText, multilineText } from './text';

describe('idSchema', () => {
  it('accepts the ids we make and the seed slugs', () => {
    for (const id of [
      '0b7e2f3a-9c41-4d2e-8f6a-1b2c3d4e5f60',
      'acme',
      'filter-date',
      'filter-channel',
      'tenant:acme',
      'v1.2_x',
      'a'.repeat(128),
    ]) {
      expect(idSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it('refuses control characters, spaces, other punctuation, empty and long ids', () => {
    for (const id of ['', 'a\u0000b', 'a\nb', 'a b', 'a/b', "a'b", 'é', 'a'.repeat(129)]) {
      expect(firstMessage(idSchema, id), JSON.stringify(id)).toBe(ID_MESSAGE);
    }
    expect(firstMessage(idSchema, 42)).toBe(ID_MESSAGE);
  });
});

describe('tenantIdSchema', () => {
  it("accepts a customer's own identifiers, accents and scripts included", () => {
    for (const id of ['acme', 'ops@acme.example', 'Zürich Café 東京', 'Team #4 (EU)']) {
      expect(tenantIdSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it('refuses empty, control characters and more than 200 characters', () => {
    expect(firstMessage(tenantIdSchema, '')).toBe('tenant.id is required');
    expect(firstMessage(tenantIdSchema, 'a\u0000')).toBe(
      'tenant.id must not contain control characters',
    );
    expect(firstMessage(tenantIdSchema, 'a\u0085')).toBe(
      'tenant.id must not contain control characters',
    );
    expect(firstMessage(tenantIdSchema, 'x'.repeat(201))).toBe(
      'tenant.id must be at most 200 characters',
    );
  });
});

describe('lineText and multilineText', () => {
  it('keep names on one line and let SQL span lines', () => {
    const name = lineText(10, 'Name');
    const sql = multilineText(100, 'sqlQuery');
    expect(name.safeParse('Sales €').success).toBe(true);
    expect(firstMessage(name, 'Sa\tles')).toBe('Name must not contain control characters');
    expect(sql.safeParse('select 1\n\tfrom t\r\n').success).toBe(true);
    expect(firstMessage(sql, 'select 1\u0000')).toBe(
      'sqlQuery must not contain control characters other than tab and line breaks',
    );
    expect(firstMessage(sql, 'select \u001b[31m')).toMatch(/control characters/);
  });
});

describe('guardedRequest', () => {
  it('finds U+0000 in any string or key, however deep', () => {
    expect(findUnsafeSpot({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      path: ['a', 1, 'c'],
      problem: 'nul',
    });
    expect(findUnsafeSpot({ a: { 'k\u0000': 1 } })?.path).toEqual(['a', 'k\u0000']);
    expect(findUnsafeSpot({ a: ['ok', 1, null, true] })).toBeNull();
  });

  it('refuses documents nested deeper than 64 levels without exhausting the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const schema = guardedRequest(z.object({ doc: z.unknown() }));
    expect(firstMessage(schema, { doc: deep })).toBe(DEPTH_MESSAGE);
    let ok: unknown = 'leaf';
    for (let i = 0; i < 60; i++) ok = { a: ok };
    expect(schema.safeParse({ doc: ok }).success).toBe(true);
  });

  it('refuses it in unknown fields with the path of the string', () => {
    const schema = guardedRequest(z.object({ doc: z.unknown() }));
    const result = schema.safeParse({ doc: { title: 'a\u0000' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['doc', 'title'],
      message: 'Text must not contain NUL characters (U+0000)',
    });
  });
});

describe('request schemas', () => {
  it('refuse control characters in ids, names and SQL', () => {
    const nul = 'Text must not contain NUL characters (U+0000)';
    expect(
      firstMessage(runQueryBodySchema, { sqlQuery: 'select 1', connectionId: 'a\u0001b' }),
    ).toBe(ID_MESSAGE);
    expect(
      firstMessage(runQueryBodySchema, { sqlQuery: 'select 1', connectionId: 'a\u0000b' }),
    ).toBe(nul);
    expect(firstMessage(runQueryBodySchema, { sqlQuery: 'select\u00071', connectionId: 'c' })).toBe(
      'sqlQuery must not contain control characters other than tab and line breaks',
    );
    expect(
      runQueryBodySchema.safeParse({ sqlQuery: 'select 1\n\tfrom t', connectionId: 'c' }).success,
    ).toBe(true);
    expect(firstMessage(createApiKeyBodySchema, { name: 'key\u001b' })).toBe(
      'name must not contain control characters',
    );
    expect(firstMessage(createApiKeyBodySchema, { name: 'key\u0000' })).toBe(nul);
    expect(
      firstMessage(saveDashboardBodySchema, {
        dashboardId: 'd1',
        name: 'Sales',
        config: { title: 'x\u0000' },
      }),
    ).toBe(nul);
    expect(firstMessage(saveDashboardBodySchema, { dashboardId: 'd1', 'k\u0000': 1 })).toBe(nul);
    const filter = { id: 'Date range', filterType: 'Select' };
    expect(
      firstMessage(saveDashboardBodySchema, {
        dashboardId: 'd1',
        name: 'Sales',
        config: { filters: [filter] },
      }),
    ).toBe(ID_MESSAGE);
    expect(
      saveDashboardBodySchema.safeParse({
        dashboardId: 'd1',
        name: 'Sales',
        config: { filters: [{ ...filter, id: 'filter-date' }] },
      }).success,
    ).toBe(true);
  });

  it('take a non-ASCII tenant id in a token and ids for its dashboards', () => {
    const body = createTenantTokenBodySchema.parse({
      tenant: { id: 'Zürich Café 東京', payload: { tenant_id: 'zurich' } },
      dashboardIds: ['d1'],
    });
    expect(body.tenant.id).toBe('Zürich Café 東京');
    expect(
      firstMessage(createTenantTokenBodySchema, { tenant: { id: 'a' }, dashboardIds: ['d 1'] }),
    ).toBe(ID_MESSAGE);
  });
});
