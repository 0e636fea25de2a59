import { ApiError, type ConnectionAdmin, type TestConnectionBody } from '@chartroom/client';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import {
  draftFromConnection,
  newDraft,
  validateDraft,
  validateSettings,
  withEngine,
  type ConnectionDraft,
  type DraftErrors,
  type FieldValue,
} from './connection-draft';
import type { FormEngine } from './engines';
import type { TestOutcome } from './TestResult';
import { useConnectionInvalidation } from './use-connections';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** State and actions of the add/edit form: draft, schema errors, test and save. */
export function useConnectionForm(
  connection: ConnectionAdmin | null,
  onSaved: (saved: ConnectionAdmin, created: boolean) => void,
) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const invalidate = useConnectionInvalidation();
  const [draft, setDraft] = useState<ConnectionDraft>(() =>
    connection ? draftFromConnection(connection) : newDraft(),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [settingsChanged, setSettingsChanged] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);

  const test = useMutation({
    mutationFn: (body: TestConnectionBody) => client.testConnection(body),
    meta: { silent: true },
    onSuccess: (answer) => setOutcome({ ok: true, latencyMs: answer.latencyMs }),
    onError: (error) => setOutcome({ ok: false, message: messageOf(error) }),
  });

  const save = useMutation({
    mutationFn: async (): Promise<ConnectionAdmin | null> => {
      const checked = validateDraft(draft);
      setErrors(checked.errors ?? {});
      if (!checked.body) return null;
      if (!connection) return (await client.createConnection(checked.body)).connection;
      // Upload (DuckDB) connections have no settings to edit.
      const { settings, ...rest } = checked.body;
      const update = draft.engine === 'duckdb' ? rest : { ...rest, settings };
      const answer = await client.updateConnection({ id: connection.id, ...update });
      return answer.connection;
    },
    meta: { silent: true },
    onSuccess: (saved) => {
      if (!saved) return;
      invalidate(saved.id);
      notifications.show({
        color: 'teal',
        title: t(connection ? 'connections.notify.updated' : 'connections.notify.created'),
        message: saved.name,
      });
      onSaved(saved, connection === null);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.unauthorized) return;
      notifications.show({
        color: 'red',
        title: t('connections.notify.saveFailed'),
        message: messageOf(error),
      });
    },
  });

  function patch(next: Partial<ConnectionDraft>) {
    setDraft((current) => ({ ...current, ...next }));
  }

  function setField(key: string, value: FieldValue) {
    setDraft((current) => ({ ...current, values: { ...current.values, [key]: value } }));
    setSettingsChanged(true);
    setOutcome(null);
  }

  function setEngine(engine: FormEngine) {
    setDraft((current) => withEngine(current, engine));
    setErrors({});
    setSettingsChanged(true);
    setOutcome(null);
  }

  /** A saved connection whose settings are untouched is tested as saved (with its secret). */
  function runTest() {
    if (connection && !settingsChanged) {
      test.mutate({ connectionId: connection.id });
      return;
    }
    const checked = validateSettings(draft);
    setErrors((current) => ({ ...dropSettingsErrors(current), ...(checked.errors ?? {}) }));
    if (!checked.settings) return;
    // Edited settings of a saved connection: the server fills an empty secret with the saved one.
    test.mutate(
      connection
        ? { connectionId: connection.id, settings: checked.settings }
        : { settings: checked.settings },
    );
  }

  return {
    draft,
    errors,
    outcome,
    test,
    save,
    patch,
    setField,
    setEngine,
    runTest,
  };
}

function dropSettingsErrors(errors: DraftErrors): DraftErrors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith('settings.')));
}
