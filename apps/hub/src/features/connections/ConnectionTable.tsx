import type { ConnectionAdmin } from '@chartroom/client';
import { ActionIcon, Badge, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ListTable, RelativeTime, useCompactList } from '../../components/ListTable';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { EngineBadge, EngineIcon } from './EngineBadge';
import { isEditableEngine } from './engines';
import { TenantModeBadge } from './TenantModeBadge';

export interface ConnectionTableProps {
  connections: ConnectionAdmin[] | undefined;
  loading: boolean;
  onEdit: (connection: ConnectionAdmin) => void;
  onDelete: (connection: ConnectionAdmin) => void;
}

/** The connection's tenant mode (with its unclassified tables) and strictness. */
function TenantAccessCell({ connection }: { connection: ConnectionAdmin }) {
  const { t } = useHubTranslation();
  return (
    <Group gap={6} wrap="wrap">
      <TenantModeBadge connection={connection} size="sm" />
      {connection.tenantMode === 'scoped' && connection.tenantStrict && (
        <Badge size="xs" variant="outline" color="teal" radius="sm">
          {t('connections.list.strict')}
        </Badge>
      )}
    </Group>
  );
}

/** Name, engine, default badge, tenant access (mode, unclassified tables), last update; a menu per row. */
export function ConnectionTable({ connections, loading, onEdit, onDelete }: ConnectionTableProps) {
  const { t } = useHubTranslation();
  // Phones: the name with its tenant access below, and the menu (the engine is the name's icon).
  const compact = useCompactList();
  return (
    <ListTable
      minWidth={compact ? 0 : 820}
      loading={loading}
      skeletonCells={compact ? 2 : 5}
      firstCellHeight={28}
      head={
        <>
          <Table.Th>{t('connections.list.name')}</Table.Th>
          {!compact && <Table.Th w={220}>{t('connections.list.engine')}</Table.Th>}
          {!compact && <Table.Th w={260}>{t('connections.list.policies')}</Table.Th>}
          {!compact && <Table.Th w={170}>{t('connections.list.updated')}</Table.Th>}
          <Table.Th w={56} aria-label={t('connections.list.actions')} />
        </>
      }
    >
      {connections?.map((c) => (
        <Table.Tr key={c.id} data-testid={`connection-row-${c.id}`}>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <EngineIcon type={c.type} size={32} />
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Group gap="sm" wrap="wrap">
                  <Text
                    component={Link}
                    to={`/connections/${encodeURIComponent(c.id)}`}
                    fw={600}
                    className="hub-row-link"
                    data-testid={`connection-link-${c.id}`}
                  >
                    {c.name}
                  </Text>
                  {c.defaultConnection && (
                    <Badge
                      size="sm"
                      variant="outline"
                      color="violet"
                      radius="sm"
                      style={{ flex: 'none' }}
                    >
                      {t('connections.list.default')}
                    </Badge>
                  )}
                </Group>
                {compact && <TenantAccessCell connection={c} />}
              </Stack>
            </Group>
          </Table.Td>
          {!compact && (
            <Table.Td>
              <EngineBadge type={c.type} />
            </Table.Td>
          )}
          {!compact && (
            <Table.Td>
              <TenantAccessCell connection={c} />
            </Table.Td>
          )}
          {!compact && (
            <Table.Td>
              <RelativeTime value={c.updatedAt} />
            </Table.Td>
          )}
          <Table.Td>
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('connections.list.actions')}
                  data-testid={`connection-menu-${c.id}`}
                >
                  <IconDotsVertical size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {isEditableEngine(c.type) && (
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(c)}>
                    {t('connections.actions.edit')}
                  </Menu.Item>
                )}
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => onDelete(c)}
                >
                  {t('connections.actions.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
