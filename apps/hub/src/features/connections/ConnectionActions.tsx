import type { ConnectionAdmin } from '@chartroom/client';
import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconDotsVertical,
  IconEraser,
  IconPencil,
  IconPlugConnected,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { isEditableEngine } from './engines';
import { useClearCache } from './use-connections';

export interface ConnectionActionsProps {
  connection: ConnectionAdmin;
  onEdit: () => void;
  onDelete: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

interface HeaderActionProps {
  compact: boolean;
  primary?: boolean;
  label: string;
  icon: ReactNode;
  loading?: boolean;
  onClick: () => void;
  testId: string;
}

/** A labelled button, or an icon button with the label as tooltip and accessible name. */
function HeaderAction({
  compact,
  primary,
  label,
  icon,
  loading,
  onClick,
  testId,
}: HeaderActionProps) {
  if (compact) {
    return (
      <Tooltip label={label} withArrow>
        <ActionIcon
          variant={primary ? 'filled' : 'default'}
          size={36}
          aria-label={label}
          loading={loading}
          onClick={onClick}
          data-testid={testId}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant={primary ? 'filled' : 'default'}
      leftSection={icon}
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/** Test, Refresh schema, Edit; Clear cache and Delete in the menu. */
export function ConnectionActions(props: ConnectionActionsProps) {
  const { connection, onEdit, onDelete, onRefresh, refreshing } = props;
  const { t } = useHubTranslation();
  const { client } = useApi();
  const clear = useClearCache(connection.id);
  // Phones: icon buttons (with their names as tooltips and labels), so the title keeps its room.
  const compact = useMediaQuery('(max-width: 48em)') === true;
  const test = useMutation({
    mutationFn: () => client.testConnection({ connectionId: connection.id }),
    meta: { silent: true },
    onSuccess: ({ latencyMs }) =>
      notifications.show({
        color: 'teal',
        title: t('connections.test.success'),
        message: t('connections.test.latency', { ms: latencyMs }),
      }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: t('connections.test.failure'),
        message: error.message,
        autoClose: 10_000,
      }),
  });

  return (
    <Group gap="xs" wrap="nowrap">
      <HeaderAction
        compact={compact}
        label={t('connections.actions.test')}
        icon={<IconPlugConnected size={16} />}
        loading={test.isPending}
        onClick={() => test.mutate()}
        testId="connection-header-test"
      />
      <HeaderAction
        compact={compact}
        label={t('connections.actions.refreshSchema')}
        icon={<IconRefresh size={16} />}
        loading={refreshing}
        onClick={onRefresh}
        testId="connection-refresh-schema"
      />
      {isEditableEngine(connection.type) && (
        <HeaderAction
          compact={compact}
          primary
          label={t('connections.actions.edit')}
          icon={<IconPencil size={16} />}
          onClick={onEdit}
          testId="connection-edit"
        />
      )}
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={t('connections.list.actions')}>
            <IconDotsVertical size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconEraser size={14} />}
            onClick={() =>
              clear.mutate(undefined, {
                onSuccess: ({ cleared }) =>
                  notifications.show({
                    color: 'teal',
                    title: t('connections.notify.cacheCleared'),
                    message: t('connections.notify.cacheEntries', { count: cleared }),
                  }),
              })
            }
            data-testid="connection-clear-cache"
          >
            {t('connections.actions.clearCache')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            data-testid="connection-delete"
          >
            {t('connections.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
