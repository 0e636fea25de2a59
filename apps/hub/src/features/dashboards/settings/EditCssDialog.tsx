import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { scopeDashboardCss } from './scope-css';
import { errorMessage, useReloadDashboard } from './use-dashboard-settings';

const CssEditor = lazy(async () => ({ default: (await import('./CssEditor')).CssEditor }));

export interface EditCssDialogProps {
  dashboardId: string;
  saved: string;
  onClose: () => void;
}

/**
 * Edit CSS (dashboards.md §2): the dashboard's `config.styleOverrides`, applied only inside the
 * dashboard. Saving writes the next version with the config changed (decision 020).
 */
export function EditCssDialog({ dashboardId, saved, onClose }: EditCssDialogProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const reload = useReloadDashboard(dashboardId);
  const [css, setCss] = useState(saved);
  const unbalanced = scopeDashboardCss(css, dashboardId).error !== null;
  const save = useMutation({
    mutationFn: () => client.updateDashboardConfig(dashboardId, { styleOverrides: css }),
    meta: { silent: true },
    onSuccess: async () => {
      await reload();
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      centered
      radius="md"
      size="xl"
      title={<Text fw={600}>{t('dashboardSettings.css.title')}</Text>}
      data-testid="edit-css-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('dashboardSettings.css.hint')}
        </Text>
        <Suspense fallback={<Loader size="sm" data-testid="css-editor-loading" />}>
          <CssEditor value={css} onChange={setCss} label={t('dashboardSettings.css.editorLabel')} />
        </Suspense>
        {unbalanced && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
            {t('dashboardSettings.css.unbalanced')}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
            {t('dashboardSettings.css.failed', { message: errorMessage(save.error) })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('dashboardSettings.cancel')}
          </Button>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={unbalanced || css === saved}
            data-testid="edit-css-save"
          >
            {t('dashboardSettings.css.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
