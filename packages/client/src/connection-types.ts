/**
 * Bodies and answers of the Connections API (docs/dev/contracts.md, "Connections API"). Derived
 * from the @chartroom/core schemas where they exist, otherwise named as in the contracts table.
 */
import type {
  ConnectionSettings,
  clearCacheAnswerSchema,
  clearCacheBodySchema,
  connectionAdminSchema,
  connectionSchemaAnswerSchema,
  connectionSettingsSchema,
  createConnectionBodySchema,
  deleteConnectionAnswerSchema,
  previewTableAnswerSchema,
  previewTableBodySchema,
  strictTenantCoverageAnswerSchema,
  strictTenantCoverageBodySchema,
  tableAccessSchema,
  tenantAccessAnswerSchema,
  tenantPolicySchema,
  testConnectionAnswerSchema,
  testConnectionBodySchema,
  updateConnectionBodySchema,
  uploadAnswerSchema,
  getAllPublicConnectionsAnswerSchema,
  getAllPublicConnectionsBodySchema,
  getConnectionAnswerSchema,
  getConnectionBodySchema,
  getConnectionsAnswerSchema,
  getConnectionsBodySchema,
} from '@chartroom/core';
import type { z } from 'zod';

type Data<Schema extends z.ZodType> = z.output<Schema> extends { data: infer D } ? D : never;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Settings fields that hold a secret: accepted on write, never answered. */
export const SECRET_SETTING_KEYS = [
  'password',
  'credentialsJson',
  'secretAccessKey',
  'apiKey',
] as const;
export type SecretSettingKey = (typeof SECRET_SETTING_KEYS)[number];

/** Settings as written (engine defaults such as `port` may be left out). */
export type ConnectionSettingsInput = z.input<typeof connectionSettingsSchema>;

/** Settings as answered: secrets replaced by `hasPassword` / `hasSecret` flags. */
export type ConnectionAdminSettings = DistributiveOmit<ConnectionSettings, SecretSettingKey> & {
  hasPassword?: boolean;
  hasSecret?: boolean;
};

/** Tenant isolation rule: rows of `table` whose `column` equals the tenant's `payload[payloadKey]`. */
export type TenantPolicy = z.output<typeof tenantPolicySchema>;

/** A table of a scoped connection that tenants read in full (`shared`) or never (`hidden`). */
export type TableAccess = z.output<typeof tableAccessSchema>;

/** GET /connection/tenant-access: every table with its state for tenants, and proposals. */
export type TenantAccessAnswer = Data<typeof tenantAccessAnswerSchema>;

/** A connection as the admin sees it (no secrets; `settings` typed per engine). */
export type ConnectionAdmin = Omit<z.output<typeof connectionAdminSchema>, 'settings'> & {
  settings: ConnectionAdminSettings;
};

export interface ListConnectionsAnswer {
  connections: ConnectionAdmin[];
}

export type CreateConnectionBody = z.input<typeof createConnectionBodySchema>;
/** PATCH /connection: a settings secret left empty keeps the stored one. */
export type UpdateConnectionBody = z.input<typeof updateConnectionBodySchema>;

export interface ConnectionAnswer {
  connection: ConnectionAdmin;
}

/** Test a saved connection, or settings before saving. */
export type TestConnectionBody = z.input<typeof testConnectionBodySchema>;
export type TestConnectionAnswer = Data<typeof testConnectionAnswerSchema>;
export type DeleteConnectionAnswer = Data<typeof deleteConnectionAnswerSchema>;

export interface ConnectionSchemaQuery {
  connectionId: string;
  /** Re-introspect the engine instead of answering the stored schema. */
  refresh?: boolean;
}

export type ConnectionSchemaAnswer = Data<typeof connectionSchemaAnswerSchema>;

/** `limit` 1–100 (10 by default), `offset` 0 by default. */
export type PreviewBody = z.input<typeof previewTableBodySchema>;
export type PreviewAnswer = Data<typeof previewTableAnswerSchema>;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–1. */
  fraction: number;
}

export interface UploadBody {
  /** A .csv or .parquet file, at most 200 MB. */
  file: Blob;
  /** Name sent with the file part; `file.name` when the blob is a File. */
  fileName?: string;
  tableName: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export type UploadAnswer = Data<typeof uploadAnswerSchema>;

export type ClearCacheBody = z.input<typeof clearCacheBodySchema>;
export type ClearCacheAnswer = Data<typeof clearCacheAnswerSchema>;

export type GetConnectionBody = z.input<typeof getConnectionBodySchema>;
export type GetConnectionAnswer = Data<typeof getConnectionAnswerSchema>;
export type GetConnectionsBody = z.input<typeof getConnectionsBodySchema>;
export type GetConnectionsAnswer = Data<typeof getConnectionsAnswerSchema>;
export type GetAllPublicConnectionsBody = z.input<typeof getAllPublicConnectionsBodySchema>;
export type GetAllPublicConnectionsAnswer = Data<typeof getAllPublicConnectionsAnswerSchema>;

export type StrictTenantCoverageBody = z.input<typeof strictTenantCoverageBodySchema>;
/** `message`: 'This chart will only work for X/Y of your tenants'. */
export type StrictTenantCoverageAnswer = Data<typeof strictTenantCoverageAnswerSchema>;

export type {
  ConnectionSettings,
  TableTenantAccess,
  TableTenantState,
  TenantMode,
  ConnectionType,
  ResultColumn,
  ResultRow,
  TableColumn,
  TableSchemaEntry,
} from '@chartroom/core';
