import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Loader,
  Popover,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconLock, IconWorld } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import { errorMessage, useDashboardRow, useReloadDashboard } from './use-dashboard-settings';

/** The link anyone may open a public dashboard at (the share page without a token). */
export function publicDashboardUrl(origin: string, dashboardId: string): string {
  return `${origin}/share/dashboard/${encodeURIComponent(dashboardId)}`;
}

/**
 * Public (decision 020): a toolbar button showing whether the dashboard is public; it opens a
 * panel with a switch and what it means, and once public the link to copy.
 * `/dashboard/set-public-flag` writes the next version (decision 012).
 */
export function PublicToggle({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const row = useDashboardRow(dashboardId);
  const reload = useReloadDashboard(dashboardId);
  const save = useMutation({
    mutationFn: (isPublic: boolean) => client.setPublicFlag({ dashboardId, isPublic }),
    meta: { silent: true },
    onSuccess: () => reload(),
  });
  const current = row?.is_public === true;
  const checked = save.isPending ? (save.variables ?? current) : current;
  const link = publicDashboardUrl(window.location.origin, dashboardId);
  // A tenant's personal copy cannot be public (decision 012): no toggle for it.
  if (row?.tenant_id) return null;
  return (
    <Popover position="bottom-end" width={340} withArrow shadow="md" radius="md" trapFocus>
      <Popover.Target>
        <Button
          variant={current ? 'light' : 'default'}
          color={current ? 'teal' : undefined}
          size="sm"
          radius="md"
          leftSection={
            current ? <IconWorld size={16} stroke={1.6} /> : <IconLock size={16} stroke={1.6} />
          }
          disabled={!row}
          data-testid="dashboard-public"
          data-public={current}
        >
          {t('dashboardSettings.public.label')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="dashboard-public-panel">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('dashboardSettings.public.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboardSettings.public.hint')}
          </Text>
          <Switch
            label={t('dashboardSettings.public.switch')}
            checked={checked}
            onChange={() => save.mutate(!current)}
            disabled={!row || save.isPending}
            thumbIcon={save.isPending ? <Loader size={10} /> : undefined}
            data-testid="dashboard-public-switch"
          />
          {current && !save.isPending && (
            <TextInput
              label={t('dashboardSettings.public.link')}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="dashboard-public-link"
              rightSection={
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Tooltip
                      label={
                        copied
                          ? t('dashboardSettings.public.copied')
                          : t('dashboardSettings.public.copy')
                      }
                      withArrow
                    >
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        onClick={copy}
                        aria-label={t('dashboardSettings.public.copy')}
                        data-testid="dashboard-public-copy"
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
          )}
          {save.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert">
              {t('dashboardSettings.public.failed', { message: errorMessage(save.error) })}
            </Alert>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
