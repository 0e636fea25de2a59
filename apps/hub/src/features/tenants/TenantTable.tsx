import type { Tenant } from '@chartroom/client';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListTable, RelativeTime, useCompactList } from '../../components/ListTable';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { valueText } from './payload-rows';

/** Payload entries shown in a row before '+N more'. */
const SHOWN_ENTRIES = 3;

function PayloadBadges({ tenant }: { tenant: Tenant }) {
  const { t } = useHubTranslation();
  const entries = Object.entries(tenant.payload);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('tenants.list.noPayload')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      {entries.slice(0, SHOWN_ENTRIES).map(([key, value]) => (
        <Badge
          key={key}
          variant="light"
          color="gray"
          radius="sm"
          tt="none"
          fw={500}
          maw={240}
          title={`${key} = ${valueText(value)}`}
        >
          {key} = {valueText(value)}
        </Badge>
      ))}
      {entries.length > SHOWN_ENTRIES && (
        <Text size="xs" c="dimmed">
          {t('tenants.list.more', { count: entries.length - SHOWN_ENTRIES })}
        </Text>
      )}
    </Group>
  );
}

export interface TenantTableProps {
  tenants: Tenant[];
  loading: boolean;
  /** The row's buttons. */
  actions: (tenant: Tenant) => ReactNode;
}

/** Name (with its id when it differs from the key), key, payload, created; buttons per row. */
export function TenantTable({ tenants, loading, actions }: TenantTableProps) {
  const { t } = useHubTranslation();
  // Phones: name with key and payload below it, and the buttons.
  const compact = useCompactList();
  return (
    <ListTable
      minWidth={compact ? 0 : 760}
      loading={loading}
      skeletonCells={compact ? 2 : 5}
      head={
        <>
          <Table.Th>{t('tenants.list.name')}</Table.Th>
          {!compact && <Table.Th w={180}>{t('tenants.list.key')}</Table.Th>}
          {!compact && <Table.Th>{t('tenants.list.payload')}</Table.Th>}
          {!compact && <Table.Th w={140}>{t('tenants.list.created')}</Table.Th>}
          <Table.Th w={120} aria-label={t('tenants.list.actions')} />
        </>
      }
    >
      {tenants.map((tenant) => (
        <Table.Tr key={tenant.id} data-testid={`tenant-row-${tenant.id}`}>
          <Table.Td style={{ minWidth: 0 }}>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {tenant.name}
              </Text>
              {tenant.id !== tenant.key && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('tenants.list.id', { id: tenant.id })}
                </Text>
              )}
              {compact && (
                <>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {tenant.key}
                  </Text>
                  <PayloadBadges tenant={tenant} />
                </>
              )}
            </Stack>
          </Table.Td>
          {!compact && (
            <Table.Td>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {tenant.key}
              </Text>
            </Table.Td>
          )}
          {!compact && (
            <Table.Td>
              <PayloadBadges tenant={tenant} />
            </Table.Td>
          )}
          {!compact && (
            <Table.Td>
              <RelativeTime value={tenant.createdAt} />
            </Table.Td>
          )}
          <Table.Td>{actions(tenant)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
