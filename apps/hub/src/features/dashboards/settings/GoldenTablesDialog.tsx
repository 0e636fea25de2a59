import type { SelectedTableEntry } from '@chartroom/core';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { useConnectionList } from '../../connections/use-connections';
import {
  addTable,
  canAddTable,
  canApply,
  draftsOf,
  removeTable,
  tablesToSave,
  updateTable,
  type GoldenTableDraft,
} from './golden-table-list';
import { GoldenTableRow } from './GoldenTableRow';
import { ListCount, ListDialogFooter, useListDialogSave } from './ListDialogParts';

export interface GoldenTablesDialogProps {
  dashboardId: string;
  saved: readonly SelectedTableEntry[];
  onClose: () => void;
}

/**
 * Golden Tables (dashboards.md §2, §5): the tables end users may build charts from, at most 3.
 * 'Apply Changes' asks for confirmation, then saves (`/dashboard/set-selected-table-list`) and
 * reloads the dashboard.
 */
export function GoldenTablesDialog({ dashboardId, saved, onClose }: GoldenTablesDialogProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const connections = useConnectionList();
  const [drafts, setDrafts] = useState<GoldenTableDraft[]>(() => draftsOf(saved));
  const [confirming, setConfirming] = useState(false);
  const save = useListDialogSave(
    dashboardId,
    (tables: SelectedTableEntry[]) => client.setSelectedTableList({ dashboardId, tables }),
    onClose,
    () => setConfirming(false),
  );
  const saving = save.isPending;
  const confirm = () => {
    const tables = tablesToSave(drafts);
    if (tables) save.mutate(tables);
  };

  return (
    <>
      <Modal
        opened={!confirming}
        onClose={saving ? () => undefined : onClose}
        centered
        radius="md"
        size="lg"
        title={<Text fw={600}>{t('dashboardSettings.tables.title')}</Text>}
        data-testid="golden-tables-dialog"
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('dashboardSettings.tables.hint')}
          </Text>
          <Group justify="space-between">
            <ListCount testId="golden-table-count">
              {drafts.length === 0
                ? t('dashboardSettings.tables.count_zero')
                : t('dashboardSettings.tables.count', { count: drafts.length })}
            </ListCount>
            {canAddTable(drafts) ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setDrafts(addTable)}
                disabled={saving}
                data-testid="golden-table-add"
              >
                {t('dashboardSettings.tables.add')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed" data-testid="golden-table-max">
                {t('dashboardSettings.tables.max')}
              </Text>
            )}
          </Group>
          {connections.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
              {t('dashboardSettings.tables.connectionsFailed')}
            </Alert>
          )}
          {drafts.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md" data-testid="golden-tables-empty">
              {t('dashboardSettings.tables.empty')}
            </Text>
          ) : (
            drafts.map((draft, index) => (
              <GoldenTableRow
                key={draft.key}
                index={index}
                draft={draft}
                connections={connections.data?.connections ?? []}
                disabled={saving}
                onChange={(patch) => setDrafts((list) => updateTable(list, draft.key, patch))}
                onRemove={() => setDrafts((list) => removeTable(list, draft.key))}
              />
            ))
          )}
          <ListDialogFooter
            failure={save.isError ? t('dashboardSettings.tables.failed') : null}
            busy={saving}
            onCancel={onClose}
            applyLabel={t('dashboardSettings.tables.apply')}
            onApply={() => setConfirming(true)}
            applyDisabled={!canApply(drafts, saving)}
            applyTestId="golden-tables-apply"
          />
        </Stack>
      </Modal>
      <Modal
        opened={confirming}
        onClose={saving ? () => undefined : () => setConfirming(false)}
        centered
        radius="md"
        title={<Text fw={600}>{t('dashboardSettings.tables.confirmTitle')}</Text>}
        data-testid="golden-tables-confirm"
      >
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />}>
            {t('dashboardSettings.tables.confirmText')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={saving}>
              {t('dashboardSettings.cancel')}
            </Button>
            <Button onClick={confirm} loading={saving} data-testid="golden-tables-confirm-save">
              {t('dashboardSettings.tables.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
