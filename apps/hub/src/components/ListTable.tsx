import { Paper, Skeleton, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../i18n/hub-i18n';
import { formatDateTime, formatRelative } from '../lib/format-date';

/** Phones (below 48em): lists keep the name column and the actions, the rest moves under the name. */
export function useCompactList(): boolean {
  return useMediaQuery('(max-width: 48em)') === true;
}

export interface ListTableProps {
  /** Below this width the table scrolls sideways (0: never; a compact list fits). */
  minWidth: number;
  /** The header row's cells. */
  head: ReactNode;
  /** Three skeleton rows of this many cells while loading. */
  loading: boolean;
  skeletonCells: number;
  /** Height of the first skeleton cell (a row with an icon is taller). */
  firstCellHeight?: number;
  children: ReactNode;
}

/** The frame of the hub's admin lists (tenants, connections): bordered, sticky-looking header. */
export function ListTable({
  minWidth,
  head,
  loading,
  skeletonCells,
  firstCellHeight = 14,
  children,
}: ListTableProps) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="var(--mantine-color-default-hover)">
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  {Array.from({ length: skeletonCells }, (_, cell) => (
                    <Table.Td key={cell}>
                      <Skeleton
                        h={cell === 0 ? firstCellHeight : 14}
                        w={cell === 0 ? '70%' : '50%'}
                        radius="sm"
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {children}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** A time as 'x ago', the full date and time in its tooltip. */
export function RelativeTime({ value }: { value: string }) {
  const { i18n } = useHubTranslation();
  return (
    <Tooltip label={formatDateTime(value, i18n.language)} withArrow>
      <Text size="sm" c="dimmed" span>
        {formatRelative(value, i18n.language)}
      </Text>
    </Tooltip>
  );
}
