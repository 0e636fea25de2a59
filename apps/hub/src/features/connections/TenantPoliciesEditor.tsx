import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { newPolicy, type DraftErrors, type PolicyDraft } from './connection-draft';

export interface TenantPoliciesEditorProps {
  policies: PolicyDraft[];
  errors: DraftErrors;
  onChange: (policies: PolicyDraft[]) => void;
}

type PolicyField = 'table' | 'column' | 'payloadKey';
const FIELDS: PolicyField[] = ['table', 'column', 'payloadKey'];
const PLACEHOLDERS: Record<PolicyField, string> = {
  table: 'public.orders',
  column: 'organization_id',
  payloadKey: 'org',
};

/** Rows of table / column / payload key: which rows of which table each tenant may read. */
export function TenantPoliciesEditor({ policies, errors, onChange }: TenantPoliciesEditorProps) {
  const { t } = useHubTranslation();

  function update(index: number, field: PolicyField, value: string) {
    onChange(policies.map((p, i) => (i === index ? { ...p, [field]: value } : p)));
  }

  return (
    <Stack gap="xs">
      {policies.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('connections.policies.empty')}
        </Text>
      )}
      {policies.map((policy, index) => (
        <Group key={policy.key} gap="xs" align="flex-start" wrap="nowrap">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              style={{ flex: 1 }}
              size="sm"
              label={index === 0 ? t(`connections.policies.${field}`) : undefined}
              aria-label={t(`connections.policies.${field}`)}
              placeholder={PLACEHOLDERS[field]}
              value={policy[field]}
              error={errors[`tenantPolicies.${index}.${field}`]}
              onChange={(e) => update(index, field, e.currentTarget.value)}
              data-testid={`policy-${index}-${field}`}
            />
          ))}
          <Tooltip label={t('connections.policies.remove')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              mt={index === 0 ? 25 : 0}
              aria-label={t('connections.policies.remove')}
              onClick={() => onChange(policies.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...policies, newPolicy()])}
          data-testid="policy-add"
        >
          {t('connections.policies.add')}
        </Button>
      </Group>
    </Stack>
  );
}
