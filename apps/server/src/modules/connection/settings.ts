import { connectionSettingsSchema, type ConnectionSettings } from '@chartroom/core';

type ConnectionKind = ConnectionSettings['type'];

/** The one secret field of each engine's settings (sealed at rest, never answered). */
const SECRET_FIELD: Record<ConnectionKind, string | null> = {
  duckdb: null,
  postgres: 'password',
  mysql: 'password',
  mssql: 'password',
  clickhouse: 'password',
  bigquery: 'credentialsJson',
  dynamodb: 'secretAccessKey',
  dataplane: 'apiKey',
};

/** Splits validated settings into the stored config (no secret) and the secret itself. */
export function splitSettings(settings: ConnectionSettings): {
  config: Record<string, unknown>;
  secret: string | null;
} {
  const field = SECRET_FIELD[settings.type];
  const config: Record<string, unknown> = { ...settings };
  let secret: string | null = null;
  if (field) {
    const value = config[field];
    secret = typeof value === 'string' && value !== '' ? value : null;
    delete config[field];
  }
  return { config, secret };
}

/** Stored config + secret → the settings a driver needs (validated again). */
export function joinSettings(
  config: Record<string, unknown>,
  secret: string | null,
): ConnectionSettings {
  const field = SECRET_FIELD[config.type as ConnectionKind];
  return connectionSettingsSchema.parse(field && secret ? { ...config, [field]: secret } : config);
}

/** What an admin sees of the settings: everything but the secret, plus whether one is saved. */
export function adminSettings(
  config: Record<string, unknown>,
  hasSecret: boolean,
): Record<string, unknown> {
  const field = SECRET_FIELD[config.type as ConnectionKind];
  return field ? { ...config, hasSecret } : { ...config };
}

/** Editing keeps the saved secret when the new settings leave it empty. */
export function keepSavedSecret(settings: ConnectionSettings, saved: string | null): string | null {
  return splitSettings(settings).secret ?? saved;
}
