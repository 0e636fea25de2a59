import { Anchor, Badge, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDatabaseOff, IconShieldLock, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ConnectionActions } from './ConnectionActions';
import { connectionSummary } from './connection-summary';
import { ConnectionFormModal } from './ConnectionFormModal';
import { DeleteConnectionModal } from './DeleteConnectionModal';
import { EngineBadge, EngineIcon } from './EngineBadge';
import { SchemaBrowser } from './SchemaBrowser';
import { TenantAccessSection } from './TenantAccessSection';
import { TenantModeBadge } from './TenantModeBadge';
import { useConnection, useRefreshSchema } from './use-connections';
import { useTenantAccess } from './use-tenant-access';

type Section = 'tables' | 'access';

/** The Tenant access tab's label, with the count of tables tenants are refused unclassified. */
function AccessTabLabel({ connectionId, scoped }: { connectionId: string; scoped: boolean }) {
  const { t } = useHubTranslation();
  const access = useTenantAccess(connectionId, scoped);
  const unclassified = scoped
    ? (access.data?.tables.filter((table) => table.state === 'unclassified').length ?? 0)
    : 0;
  return (
    <Group gap={6} wrap="nowrap">
      {t('connections.tenantAccess.tab')}
      {unclassified > 0 && (
        <Badge
          size="sm"
          circle
          color="orange"
          aria-label={t('connections.tenantAccess.badge.unclassified', { count: unclassified })}
        >
          {unclassified}
        </Badge>
      )}
    </Group>
  );
}

/**
 * `/connections/:id`: the connection's header and actions, then its tables (schema browser) or
 * its tenant access (`?section=access`).
 */
export function ConnectionPage() {
  const { t } = useHubTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const { connection, isPending } = useConnection(id);
  const refresh = useRefreshSchema(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('section') === 'access' ? 'access' : 'tables';

  /** Merges into the address bar's query (the schema browser keeps its table and tab there). */
  function showSection(next: Section) {
    const merged = new URLSearchParams(window.location.search);
    if (next === 'access') merged.set('section', 'access');
    else merged.delete('section');
    setParams(merged, { replace: true });
  }

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
            <TenantModeBadge connection={connection} />
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
      <Tabs
        value={section}
        onChange={(value) => showSection(value === 'access' ? 'access' : 'tables')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab
            value="tables"
            leftSection={<IconTable size={16} />}
            data-testid="section-tables"
          >
            {t('connections.tenantAccess.tables')}
          </Tabs.Tab>
          <Tabs.Tab
            value="access"
            leftSection={<IconShieldLock size={16} />}
            data-testid="section-access"
          >
            <AccessTabLabel
              connectionId={connection.id}
              scoped={connection.tenantMode === 'scoped'}
            />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tables">
          <SchemaBrowser
            connectionId={connection.id}
            onRefresh={refreshSchema}
            refreshing={refresh.isPending}
          />
        </Tabs.Panel>
        <Tabs.Panel value="access">
          <TenantAccessSection key={connection.id} connection={connection} />
        </Tabs.Panel>
      </Tabs>
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
