import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { dashboardRowKey } from '../dashboard-row-query';
import { clearDashboardDraft, readDraftState } from '../edit/local-draft';
import { outdatedBy } from './version-choice';

/** How long the outdated-version notification stays (dashboards.md §9). */
export const OUTDATED_NOTICE_MS = 50_000;

export function outdatedNoticeId(dashboardId: string): string {
  return `outdated-version-${dashboardId}`;
}

/**
 * The outdated-version notification (dashboards.md §2, §4): while this page holds a local draft
 * of the dashboard and another session saves a newer version (`versions`, which the caller asks
 * again on window focus and every 30 s while editing), 'You have an outdated dashboard version!' with Refresh (the
 * draft cleared, the dashboard loaded again) and Continue (dismissed). Once per newer version.
 */
export function useOutdatedNotice(
  dashboardId: string,
  versions: readonly number[] | undefined,
): void {
  const { t } = useHubTranslation();
  const { scope } = useApi();
  const queryClient = useQueryClient();
  const noticed = useRef<number | null>(null);

  useEffect(() => {
    const newer = outdatedBy(readDraftState(dashboardId)?.version ?? null, versions);
    if (newer === null || noticed.current === newer) return;
    noticed.current = newer;
    const id = outdatedNoticeId(dashboardId);
    const refresh = () => {
      notifications.hide(id);
      clearDashboardDraft(dashboardId);
      void queryClient.invalidateQueries({ queryKey: dashboardRowKey(scope, dashboardId) });
      void queryClient.invalidateQueries({ queryKey: [scope, 'chart-data'] });
    };
    notifications.show({
      id,
      color: 'yellow',
      autoClose: OUTDATED_NOTICE_MS,
      withCloseButton: true,
      title: t('dashboardVersions.outdatedTitle'),
      message: (
        <Stack gap="xs" data-testid="outdated-version-notice">
          <Text size="sm">{t('dashboardVersions.outdatedText')}</Text>
          <Group gap="xs">
            <Button size="xs" radius="md" onClick={refresh}>
              {t('dashboardVersions.refresh')}
            </Button>
            <Button size="xs" radius="md" variant="default" onClick={() => notifications.hide(id)}>
              {t('dashboardVersions.continue')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  }, [versions, dashboardId, queryClient, scope, t]);
}
