import type { ConnectionAdmin } from '@chartroom/client';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
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

/** Test, Refresh schema, Edit; Clear cache and Delete in the menu. */
export function ConnectionActions(props: ConnectionActionsProps) {
  const { connection, onEdit, onDelete, onRefresh, refreshing } = props;
  const { t } = useHubTranslation();
  const { client } = useApi();
  const clear = useClearCache(connection.id);
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
      <Button
        variant="default"
        leftSection={<IconPlugConnected size={16} />}
        loading={test.isPending}
        onClick={() => test.mutate()}
        data-testid="connection-header-test"
      >
        {t('connections.actions.test')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} />}
        loading={refreshing}
        onClick={onRefresh}
        data-testid="connection-refresh-schema"
      >
        {t('connections.actions.refreshSchema')}
      </Button>
      {isEditableEngine(connection.type) && (
        <Button
          leftSection={<IconPencil size={16} />}
          onClick={onEdit}
          data-testid="connection-edit"
        >
          {t('connections.actions.edit')}
        </Button>
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
