import type { ConnectionAdmin } from '@chartroom/client';
import {
  Button,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlugConnected, IconShieldLock } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { EngineBadge } from './EngineBadge';
import { FormFooter } from './FormFooter';
import { EngineFields } from './EngineFields';
import { EnginePicker } from './EnginePicker';
import { TestResult } from './TestResult';
import { useConnectionForm } from './use-connection-form';

export interface ConnectionFormProps {
  connection: ConnectionAdmin | null;
  onCancel: () => void;
  onSaved: (saved: ConnectionAdmin, created: boolean) => void;
}

function Section({ title, description }: { title: string; description?: string }) {
  return (
    <Stack gap={2} mt="xs">
      <Divider label={title} labelPosition="left" styles={{ label: { fontWeight: 600 } }} />
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** Engine, its settings and options; Test and Save (tenant access has its own tab). */
export function ConnectionForm({ connection, onCancel, onSaved }: ConnectionFormProps) {
  const { t } = useHubTranslation();
  const form = useConnectionForm(connection, onSaved);
  const { draft, errors } = form;
  const hasSecret =
    connection?.settings.hasSecret === true || connection?.settings.hasPassword === true;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.save.mutate();
      }}
    >
      <Stack gap="md">
        {connection ? (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('connections.form.engine')}
            </Text>
            <EngineBadge type={connection.type} />
          </Group>
        ) : (
          <EnginePicker value={draft.engine} onChange={form.setEngine} />
        )}
        <TextInput
          label={t('connections.form.name')}
          placeholder={t('connections.form.namePlaceholder')}
          required
          data-autofocus
          value={draft.name}
          error={errors.name}
          onChange={(e) => form.patch({ name: e.currentTarget.value })}
          data-testid="field-name"
        />

        {draft.engine !== 'duckdb' && (
          <>
            <Section title={t('connections.form.sectionConnection')} />
            <EngineFields
              engine={draft.engine}
              values={draft.values}
              errors={errors}
              editing={connection !== null}
              hasSecret={hasSecret}
              onChange={form.setField}
            />
          </>
        )}

        <Section title={t('connections.tenantAccess.title')} />
        <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="form-tenant-note">
          <IconShieldLock
            size={16}
            color="var(--mantine-color-dimmed)"
            style={{ flex: 'none', marginTop: 2 }}
          />
          <Text size="sm" c="dimmed">
            {connection
              ? t('connections.tenantAccess.formNoteEdit')
              : t('connections.tenantAccess.formNoteNew')}
          </Text>
        </Group>

        <Section title={t('connections.form.sectionOptions')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <NumberInput
            label={t('connections.form.timeout')}
            description={t('connections.form.timeoutHint')}
            suffix={` ${t('connections.form.seconds')}`}
            min={1}
            max={600}
            allowDecimal={false}
            value={draft.timeoutSeconds}
            error={errors.timeoutSeconds}
            onChange={(timeoutSeconds) => form.patch({ timeoutSeconds })}
            data-testid="field-timeoutSeconds"
          />
          <Switch
            mt={{ sm: 'lg' }}
            label={t('connections.form.default')}
            description={t('connections.form.defaultHint')}
            checked={draft.defaultConnection}
            onChange={(e) => form.patch({ defaultConnection: e.currentTarget.checked })}
            data-testid="field-defaultConnection"
          />
        </SimpleGrid>
      </Stack>
      <FormFooter>
        {form.outcome && <TestResult outcome={form.outcome} />}
        <Group justify="space-between">
          <Button
            type="button"
            variant="default"
            leftSection={<IconPlugConnected size={16} />}
            loading={form.test.isPending}
            onClick={form.runTest}
            data-testid="connection-test"
          >
            {t('connections.actions.test')}
          </Button>
          <Group gap="xs">
            <Button type="button" variant="subtle" color="gray" onClick={onCancel}>
              {t('connections.actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={form.save.isPending}
              data-testid="connection-form-submit"
            >
              {connection ? t('connections.actions.save') : t('connections.actions.create')}
            </Button>
          </Group>
        </Group>
      </FormFooter>
    </form>
  );
}
