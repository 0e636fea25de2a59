import type { ListedItem } from '@chartroom/client';
import { Badge, Group, Paper, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { formatDateTime, formatRelative } from '../../lib/format-date';
import { DashboardActionsMenu } from './DashboardActionsMenu';

export interface DashboardTableProps {
  /** Rows to show (already searched and sorted); undefined while loading. */
  items: readonly ListedItem[] | undefined;
}

/** The organisation's dashboards: name (link), version, status, updated, and each one's menu. */
export function DashboardTable({ items }: DashboardTableProps) {
  const { t, i18n } = useHubTranslation();
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={300} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="var(--mantine-color-default-hover)">
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th w={90}>{t('list.version')}</Table.Th>
              <Table.Th w={120} visibleFrom="sm">
                {t('list.status')}
              </Table.Th>
              <Table.Th w={170} visibleFrom="sm">
                {t('list.updated')}
              </Table.Th>
              <Table.Th w={56} aria-label={t('dashboardLifecycle.open')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!items &&
              [0, 1, 2, 3].map((row) => (
                <Table.Tr key={row} data-testid="dashboard-row-loading">
                  {[0, 1, 2, 3, 4].map((cell) => (
                    <Table.Td key={cell} visibleFrom={cell === 2 || cell === 3 ? 'sm' : undefined}>
                      <Skeleton h={14} w={cell === 0 ? '60%' : '50%'} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {items?.map((item) => (
              <Table.Tr key={item.id} data-testid={`item-row-${item.id}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Text c="violet" component="span" style={{ display: 'flex' }}>
                      <IconLayoutDashboard size={18} stroke={1.6} />
                    </Text>
                    <Text
                      component={Link}
                      to={`/dashboards/${encodeURIComponent(item.id)}`}
                      fw={500}
                      className="hub-row-link"
                      data-testid={`dashboard-link-${item.id}`}
                    >
                      {item.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" ff="monospace" data-testid="dashboard-row-version">
                    v{item.version}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Badge variant="light" color={item.published ? 'teal' : 'gray'} radius="sm">
                    {item.published ? t('list.published') : t('list.draft')}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Tooltip label={formatDateTime(item.updated_at, i18n.language)} withArrow>
                    <Text size="sm" c="dimmed" span>
                      {formatRelative(item.updated_at, i18n.language)}
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <DashboardActionsMenu dashboard={item} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
