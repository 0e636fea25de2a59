import type { DashboardFilter } from '@chartroom/core';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { CodeView } from '../deploy/CodeView';
import { controlSnippet } from './control-snippet';

export interface ConfigureFilterControlModalProps {
  opened: boolean;
  onClose(): void;
  filter: DashboardFilter;
  /** The dashboard has no unsaved changes (a new key works once the dashboard is saved). */
  dashboardSaved: boolean;
  /** The new key, or null to remove it (Delete). The caller marks the filter unsaved. */
  onSave(controlKey: string | null): void;
  /** Keys of the dashboard's other filters: a key is unique per dashboard. */
  takenKeys?: readonly string[];
}

/**
 * The 'Configure filter control' modal (filters-and-rendering.md §2): a unique key by which the
 * host app sets this filter's value (`controlledFilterValues`, docs/embedding/filter-control.md).
 */
export function ConfigureFilterControlModal(props: ConfigureFilterControlModalProps) {
  const { t } = useHubTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('filterControl.title')}
      size="lg"
      data-testid="filter-control-modal"
    >
      {/* A fresh form each time it opens, from the filter's current key. */}
      {props.opened && <ControlForm {...props} />}
    </Modal>
  );
}

function ControlForm({
  filter,
  dashboardSaved,
  onSave,
  onClose,
  takenKeys = [],
}: ConfigureFilterControlModalProps) {
  const { t } = useHubTranslation();
  const stored = filter.controlKey?.trim() ?? '';
  const [key, setKey] = useState(stored);
  const trimmed = key.trim();
  const duplicate = trimmed !== '' && takenKeys.includes(trimmed);
  const shown = trimmed || stored;

  return (
    <Stack gap="md">
      <Text size="sm">{t('filterControl.intro')}</Text>
      <TextInput
        label={t('filterControl.keyLabel')}
        placeholder={filter.displayName}
        value={key}
        onChange={(event) => setKey(event.currentTarget.value)}
        error={duplicate ? t('filterControl.duplicate') : undefined}
        maxLength={100}
        data-autofocus
        data-testid="filter-control-key"
      />
      {shown !== '' && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('filterControl.usage')}
          </Text>
          <CodeView
            code={controlSnippet(shown, filter)}
            maxLines={12}
            testId="filter-control-snippet"
          />
          {(!dashboardSaved || trimmed !== stored) && (
            <Alert
              variant="light"
              color="yellow"
              icon={<IconInfoCircle size={18} />}
              p="xs"
              data-testid="filter-control-save-note"
            >
              {t('filterControl.saveNote')}
            </Alert>
          )}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {stored !== '' && (
          <Button
            variant="light"
            color="red"
            mr="auto"
            onClick={() => {
              onSave(null);
              onClose();
            }}
            data-testid="filter-control-delete"
          >
            {t('filterControl.delete')}
          </Button>
        )}
        <Button variant="default" onClick={onClose} data-testid="filter-control-cancel">
          {t('filterControl.cancel')}
        </Button>
        <Button
          disabled={trimmed === '' || duplicate}
          onClick={() => {
            onSave(trimmed);
            onClose();
          }}
          data-testid="filter-control-save"
        >
          {t('filterControl.save')}
        </Button>
      </Group>
    </Stack>
  );
}
