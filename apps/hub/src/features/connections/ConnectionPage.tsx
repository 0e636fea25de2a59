import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDatabaseOff, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ConnectionActions } from './ConnectionActions';
import { connectionSummary } from './connection-summary';
import { ConnectionFormModal } from './ConnectionFormModal';
import { DeleteConnectionModal } from './DeleteConnectionModal';
import { EngineBadge, EngineIcon } from './EngineBadge';
import { SchemaBrowser } from './SchemaBrowser';
import { useConnection, useRefreshSchema } from './use-connections';

/** `/connections/:id`: the connection's header and actions, then its schema browser. */
export function ConnectionPage() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const { connection, isPending } = useConnection(id);
  const refresh = useRefreshSchema(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Anchor component={Link} to="/connections" size="sm" c="dimmed" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('connections.title')}
      </Group>
    </Anchor>
  );

  if (isPending) {
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={40} w={360} radius="md" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  }
  if (!connection) {
    return (
      <>
        {back}
        <StatusScreen
          testId="connection-not-found"
          icon={<IconDatabaseOff size={28} stroke={1.5} />}
          title={t('connections.notFoundTitle')}
          message={t('connections.notFoundText')}
          action={{
            label: t('connections.backToList'),
            onClick: () => void navigate('/connections'),
          }}
        />
      </>
    );
  }

  const summary = connectionSummary(connection.settings);
  const refreshSchema = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ tables }) =>
        notifications.show({
          color: 'teal',
          title: t('connections.notify.schemaRefreshed'),
          message: t('connections.notify.tableCount', { count: tables.length }),
        }),
    });

  return (
    <>
      <PageHeader
        above={back}
        titleTestId="connection-title"
        title={
          <Group gap="sm" wrap="nowrap">
            <EngineIcon type={connection.type} size={38} />
            <span>{connection.name}</span>
          </Group>
        }
        description={
          <Group gap="xs" component="span" mt={6}>
            <EngineBadge type={connection.type} />
            {connection.defaultConnection && (
              <Badge variant="outline" radius="sm" color="violet">
                {t('connections.list.default')}
              </Badge>
            )}
            {connection.tenantPolicies.length > 0 && (
              <Badge
                variant="light"
                color="teal"
                radius="sm"
                tt="none"
                leftSection={<IconShieldLock size={12} />}
              >
                {t('connections.list.policyCount', { count: connection.tenantPolicies.length })}
              </Badge>
            )}
            {summary && (
              <Text span size="sm" c="dimmed" ff="monospace">
                {summary}
              </Text>
            )}
          </Group>
        }
        actions={
          <ConnectionActions
            connection={connection}
            onEdit={() => setEditing(true)}
            onDelete={() => setDeleting(true)}
            onRefresh={refreshSchema}
            refreshing={refresh.isPending}
          />
        }
      />
      <SchemaBrowser
        connectionId={connection.id}
        onRefresh={refreshSchema}
        refreshing={refresh.isPending}
      />
      <ConnectionFormModal
        opened={editing}
        connection={connection}
        onClose={() => setEditing(false)}
      />
      <DeleteConnectionModal
        connection={deleting ? connection : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/connections')}
      />
    </>
  );
}
