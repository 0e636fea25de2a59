import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import {
  emptyRow,
  type PayloadRow,
  type PayloadRowError,
  type PayloadValueType,
} from './payload-rows';

export interface PayloadEditorProps {
  rows: PayloadRow[];
  onChange: (rows: PayloadRow[]) => void;
  /** Shown once the admin tried to save. */
  errors: Map<string, PayloadRowError>;
}

const TYPES: PayloadValueType[] = ['text', 'number', 'boolean', 'list', 'null'];

/** Key/value rows of a tenant's payload, each with its value's type. */
export function PayloadEditor({ rows, onChange, errors }: PayloadEditorProps) {
  const { t } = useHubTranslation();
  const update = (id: string, change: Partial<PayloadRow>) =>
    onChange(rows.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const typeData = TYPES.map((type) => ({ value: type, label: t(`tenants.payload.${type}`) }));

  return (
    <Stack gap="xs" data-testid="payload-editor">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tenants.payload.empty')}
        </Text>
      )}
      {rows.map((row, index) => {
        const error = errors.get(row.id);
        return (
          <Group key={row.id} gap="xs" align="flex-start" wrap="wrap" data-testid="payload-row">
            <TextInput
              aria-label={t('tenants.payload.key')}
              placeholder={t('tenants.payload.key')}
              value={row.key}
              onChange={(e) => update(row.id, { key: e.currentTarget.value })}
              error={
                error === 'keyRequired' || error === 'keyDuplicate'
                  ? t(`tenants.payload.${error}`)
                  : undefined
              }
              style={{ flex: '1 1 140px' }}
              data-testid={`payload-key-${index}`}
              data-autofocus={index === rows.length - 1 && row.key === '' ? true : undefined}
            />
            <Select
              aria-label={t('tenants.payload.type')}
              data={typeData}
              value={row.type}
              allowDeselect={false}
              onChange={(value) => {
                const type = (value as PayloadValueType | null) ?? 'text';
                update(row.id, { type, value: type === 'boolean' ? 'true' : row.value });
              }}
              w={120}
              data-testid={`payload-type-${index}`}
            />
            {row.type === 'boolean' ? (
              <Select
                aria-label={t('tenants.payload.value')}
                data={['true', 'false']}
                value={row.value === 'false' ? 'false' : 'true'}
                allowDeselect={false}
                onChange={(value) => update(row.id, { value: value ?? 'true' })}
                style={{ flex: '1 1 160px' }}
              />
            ) : (
              <TextInput
                aria-label={t('tenants.payload.value')}
                placeholder={
                  row.type === 'list' ? t('tenants.payload.listHint') : t('tenants.payload.value')
                }
                value={row.type === 'null' ? '' : row.value}
                disabled={row.type === 'null'}
                onChange={(e) => update(row.id, { value: e.currentTarget.value })}
                error={error === 'notNumber' ? t('tenants.payload.notNumber') : undefined}
                style={{ flex: '1 1 160px' }}
                data-testid={`payload-value-${index}`}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={t('tenants.payload.remove', { key: row.key || index + 1 })}
              onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, emptyRow()])}
          data-testid="payload-add"
        >
          {t('tenants.payload.add')}
        </Button>
      </Group>
    </Stack>
  );
}
