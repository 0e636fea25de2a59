import type {
  ConnectionAdmin,
  ConnectionSettingsInput,
  CreateConnectionBody,
} from '@chartroom/client';
import { connectionSettingsSchema, createConnectionBodySchema } from '@chartroom/core';
import { ENGINE_FIELDS, isEditableEngine, isSecretField, type EditableEngine } from './engines';

export type FieldValue = string | number | boolean;

/**
 * What the add/edit form holds; turned into an API body by `validateDraft`. Tenant access (mode,
 * policies, shared and hidden tables, strictness) is edited on the connection's Tenant access
 * tab, where its tables are known: the form never sends it, so a new connection is admin-only.
 */
export interface ConnectionDraft {
  name: string;
  engine: EditableEngine;
  values: Record<string, FieldValue>;
  defaultConnection: boolean;
  /** Seconds; '' = the default (30). */
  timeoutSeconds: number | string;
}

/** Form errors by path: `name`, `settings.host`, `timeoutSeconds`. */
export type DraftErrors = Record<string, string>;

export const DEFAULT_TIMEOUT_SECONDS = 30;

function initialValues(engine: EditableEngine): Record<string, FieldValue> {
  return Object.fromEntries(ENGINE_FIELDS[engine].map((f) => [f.key, f.initial ?? '']));
}

export function newDraft(engine: EditableEngine = 'postgres'): ConnectionDraft {
  return {
    name: '',
    engine,
    values: initialValues(engine),
    defaultConnection: false,
    timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
  };
}

/** Another engine: its own fields with their initial values; the rest of the draft is kept. */
export function withEngine(draft: ConnectionDraft, engine: EditableEngine): ConnectionDraft {
  return { ...draft, engine, values: initialValues(engine) };
}

/** The form of a saved connection; secrets stay empty ("leave empty to keep the saved one"). */
export function draftFromConnection(connection: ConnectionAdmin): ConnectionDraft {
  const engine = isEditableEngine(connection.type) ? connection.type : 'postgres';
  const saved = connection.settings as Record<string, unknown>;
  const values = initialValues(engine);
  for (const field of ENGINE_FIELDS[engine]) {
    const value = saved[field.key];
    if (isSecretField(field)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      values[field.key] = value;
    }
  }
  return {
    name: connection.name,
    engine,
    values,
    defaultConnection: connection.defaultConnection,
    timeoutSeconds: connection.timeoutSeconds,
  };
}

/** The settings object of the draft: trimmed text; empty optional fields and secrets left out. */
export function settingsOf(draft: ConnectionDraft): ConnectionSettingsInput {
  const settings: Record<string, unknown> = { type: draft.engine };
  for (const field of ENGINE_FIELDS[draft.engine]) {
    const value = draft.values[field.key];
    if (field.kind === 'switch') settings[field.key] = value === true;
    else if (field.kind === 'number') {
      if (value !== '' && value !== undefined) settings[field.key] = Number(value);
    } else if (typeof value === 'string') {
      const text = isSecretField(field) ? value : value.trim();
      // Required fields go as they are, so the schema's "… is required" message shows.
      if (text !== '' || field.required) settings[field.key] = text;
    }
  }
  return settings as ConnectionSettingsInput;
}

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

function errorsOf(error: IssueList, prefix = ''): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of error.issues) {
    const path = prefix + issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** Settings checked by core's schema (its messages, under `settings.<field>`). */
export function validateSettings(
  draft: ConnectionDraft,
): { settings: ConnectionSettingsInput; errors: null } | { settings: null; errors: DraftErrors } {
  const settings = settingsOf(draft);
  const parsed = connectionSettingsSchema.safeParse(settings);
  return parsed.success
    ? { settings, errors: null }
    : { settings: null, errors: errorsOf(parsed.error, 'settings.') };
}

/** The create/update body checked by core's schema; errors keyed by form path. */
export function validateDraft(
  draft: ConnectionDraft,
): { body: CreateConnectionBody; errors: null } | { body: null; errors: DraftErrors } {
  const body: CreateConnectionBody = {
    name: draft.name.trim(),
    settings: settingsOf(draft),
    defaultConnection: draft.defaultConnection,
    timeoutSeconds:
      draft.timeoutSeconds === '' ? DEFAULT_TIMEOUT_SECONDS : Number(draft.timeoutSeconds),
  };
  const parsed = createConnectionBodySchema.safeParse(body);
  return parsed.success ? { body, errors: null } : { body: null, errors: errorsOf(parsed.error) };
}
