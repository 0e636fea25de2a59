import type { ListedItem } from '@chartroom/client';
import { Badge, Group, Paper, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../i18n/hub-i18n';
import { formatDateTime, formatRelative } from '../lib/format-date';

export interface ItemTableProps<Item extends ListedItem> {
  items: Item[] | undefined;
  loading: boolean;
  /** Link target of a row's name (none: plain text). */
  href?: (item: Item) => string;
  linkTestId?: (item: Item) => string;
  icon: ReactNode;
  empty: ReactNode;
}

/** The list of dashboards or charts: name, version, published badge, updated date. */
export function ItemTable<Item extends ListedItem>({
  items,
  loading,
  href,
  linkTestId,
  icon,
  empty,
}: ItemTableProps<Item>) {
  const { t, i18n } = useHubTranslation();
  if (!loading && items && items.length === 0) return <>{empty}</>;
  const sorted = items ? [...items].sort((a, b) => b.updated_at.localeCompare(a.updated_at)) : [];

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="var(--mantine-color-default-hover)">
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th w={110}>{t('list.version')}</Table.Th>
              <Table.Th w={130}>{t('list.status')}</Table.Th>
              <Table.Th w={200}>{t('list.updated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              [0, 1, 2, 3].map((row) => (
                <Table.Tr key={row}>
                  {[0, 1, 2, 3].map((cell) => (
                    <Table.Td key={cell}>
                      <Skeleton h={14} w={cell === 0 ? '60%' : '50%'} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {sorted.map((item) => (
              <Table.Tr key={item.id} data-testid={`item-row-${item.id}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Text c="violet" component="span" style={{ display: 'flex' }}>
                      {icon}
                    </Text>
                    {href ? (
                      <Text
                        component={Link}
                        to={href(item)}
                        fw={500}
                        className="hub-row-link"
                        data-testid={linkTestId?.(item)}
                      >
                        {item.name}
                      </Text>
                    ) : (
                      <Text fw={500}>{item.name}</Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" ff="monospace">
                    v{item.version}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={item.published ? 'teal' : 'gray'} radius="sm">
                    {item.published ? t('list.published') : t('list.draft')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={formatDateTime(item.updated_at, i18n.language)} withArrow>
                    <Text size="sm" c="dimmed" span>
                      {formatRelative(item.updated_at, i18n.language)}
                    </Text>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
