import type { ConnectionAdmin } from '@chartroom/client';
import { describe, expect, it } from 'vitest';
import {
  draftFromConnection,
  newDraft,
  settingsOf,
  validateDraft,
  validateSettings,
  withEngine,
} from './connection-draft';

describe('connection draft', () => {
  it('starts with the engine defaults of core’s schema', () => {
    const draft = newDraft('mysql');
    expect(draft.values).toMatchObject({ port: 3306, ssl: false, host: '', password: '' });
    expect(withEngine(draft, 'mssql').values).toMatchObject({
      port: 1433,
      encrypt: true,
      trustServerCertificate: false,
    });
    expect(draft.timeoutSeconds).toBe(30);
  });

  it('builds settings without empty optional fields and secrets', () => {
    const draft = withEngine(newDraft(), 'dynamodb');
    draft.values.region = ' eu-west-1 ';
    expect(settingsOf(draft)).toEqual({ type: 'dynamodb', region: 'eu-west-1' });
  });

  it('shows the schema messages under the form paths', () => {
    const draft = newDraft('postgres');
    draft.values.port = 70000;
    draft.timeoutSeconds = 0;
    const { errors } = validateDraft(draft);
    expect(errors).toMatchObject({
      name: 'Connection name is required',
      'settings.host': 'Host is required',
      'settings.port': 'Port must be between 1 and 65535',
      'settings.database': 'Database is required',
      'settings.user': 'User is required',
      timeoutSeconds: 'Timeout must be between 1 and 600 seconds',
    });
    expect(validateSettings(draft).errors).toMatchObject({ 'settings.host': 'Host is required' });
  });

  it('validates a complete body', () => {
    const draft = newDraft('postgres');
    Object.assign(draft, { name: 'Warehouse', timeoutSeconds: '' });
    Object.assign(draft.values, { host: 'db', database: 'app', user: 'ro', password: 's3cret' });
    const { body } = validateDraft(draft);
    expect(body).toEqual({
      name: 'Warehouse',
      settings: {
        type: 'postgres',
        host: 'db',
        port: 5432,
        database: 'app',
        user: 'ro',
        password: 's3cret',
        ssl: false,
      },
      defaultConnection: false,
      timeoutSeconds: 30,
    });
    // Tenant access is edited on its own tab: the form leaves it to the server's defaults.
    expect(body).not.toHaveProperty('tenantPolicies');
    expect(body).not.toHaveProperty('tenantMode');
  });

  it('edits a saved connection with its secret left empty', () => {
    const saved: ConnectionAdmin = {
      id: 'c1',
      name: 'Shop',
      type: 'mysql',
      settings: {
        type: 'mysql',
        host: 'db',
        port: 3307,
        database: 'shop',
        user: 'u',
        ssl: true,
        hasSecret: true,
      },
      tenantMode: 'scoped',
      tenantPolicies: [{ table: 'orders', column: 'org_id', payloadKey: 'org' }],
      tableAccess: [{ table: 'plans', access: 'shared' }],
      tenantStrict: true,
      defaultConnection: false,
      timeoutSeconds: 45,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
    };
    const draft = draftFromConnection(saved);
    expect(draft.values).toMatchObject({ host: 'db', port: 3307, ssl: true, password: '' });
    const body = validateDraft(draft).body;
    expect(body?.settings).not.toHaveProperty('password');
    // Saving the form never rewrites the connection's tenant access.
    expect(Object.keys(body ?? {}).sort()).toEqual([
      'defaultConnection',
      'name',
      'settings',
      'timeoutSeconds',
    ]);
  });
});
