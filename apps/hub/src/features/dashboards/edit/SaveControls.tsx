import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { DashboardDraftApi } from './use-dashboard-draft';

/** 'Save' / 'Saving...' / 'Saved' (dashboards.md §2): saves the draft as a new version. */
export function SaveButton({ draft }: { draft: DashboardDraftApi }) {
  const { t } = useHubTranslation();
  const { saveState, dirty } = draft;
  const saved = saveState === 'saved' && !dirty;
  return (
    <Button
      radius="md"
      variant={dirty ? 'filled' : 'default'}
      color={saved ? 'teal' : undefined}
      leftSection={saved ? <IconCheck size={16} /> : <IconDeviceFloppy size={16} />}
      loading={saveState === 'saving'}
      disabled={!dirty && saveState !== 'saving'}
      onClick={() => void draft.save()}
      data-testid="dashboard-save"
      data-state={saveState}
    >
      {saveState === 'saving'
        ? t('dashboardEdit.saving')
        : saved
          ? t('dashboardEdit.saved')
          : t('dashboardEdit.save')}
    </Button>
  );
}

/**
 * Under the title while there are unsaved changes: 'You have unsaved changes...' and 'Reset
 * changes' (drops the draft and loads the dashboard again); a failed save says why.
 */
export function UnsavedNotice({ draft }: { draft: DashboardDraftApi }) {
  const { t } = useHubTranslation();
  const error =
    draft.saveState === 'error' ? (
      <Alert
        color="red"
        variant="light"
        py={6}
        icon={<IconAlertTriangle size={16} />}
        title={t('dashboardEdit.saveError')}
        data-testid="dashboard-save-error"
      >
        {draft.saveError}
      </Alert>
    ) : null;
  if (!draft.dirty) return error;
  return (
    <Stack gap={6}>
      {error}
      <Group gap="xs" wrap="wrap" data-testid="dashboard-unsaved">
        <Text size="sm" c="orange.8" fw={500}>
          {t('dashboardEdit.unsaved')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          onClick={draft.reset}
          data-testid="dashboard-reset"
        >
          {t('dashboardEdit.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
