import { Box, Button, Center, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh, IconTableOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ErrorBox } from './ErrorBox';
import { pickTable, tableRef } from './schema-model';
import { TableDetail, type DetailTab } from './TableDetail';
import { TableList } from './TableList';
import { useConnectionSchema } from './use-connections';

export interface SchemaBrowserProps {
  connectionId: string;
  onRefresh: () => void;
  refreshing: boolean;
}

const PANEL_HEIGHT = 'max(520px, calc(100vh - 250px))';

function BrowserSkeleton() {
  return (
    <Box style={{ display: 'flex', height: PANEL_HEIGHT }}>
      <Stack
        gap="xs"
        p="sm"
        w={280}
        style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
      >
        <Skeleton h={34} radius="md" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={30} radius="sm" />
        ))}
      </Stack>
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Skeleton h={24} w="40%" radius="sm" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={18} radius="sm" />
        ))}
      </Stack>
    </Box>
  );
}

/** Tables on the left (searchable), the selected table's columns or preview on the right. */
export function SchemaBrowser({ connectionId, onRefresh, refreshing }: SchemaBrowserProps) {
  const { t } = useHubTranslation();
  const schema = useConnectionSchema(connectionId);
  const [params, setParams] = useSearchParams();
  const tab: DetailTab = params.get('tab') === 'preview' ? 'preview' : 'columns';

  /**
   * Merges into the address bar's query, not this render's `params`: the router re-renders in a
   * transition, so a second click right after a first one (a table, then the Preview tab) would
   * otherwise undo the first. `fallbackTable` pins the shown table only when none is chosen.
   */
  function select(next: { table?: string; fallbackTable?: string; tab?: DetailTab }) {
    const merged = new URLSearchParams(window.location.search);
    if (next.table) merged.set('table', next.table);
    else if (next.fallbackTable && !merged.has('table')) merged.set('table', next.fallbackTable);
    if (next.tab) merged.set('tab', next.tab);
    setParams(merged, { replace: true });
  }

  let body;
  if (schema.isPending) body = <BrowserSkeleton />;
  else if (schema.isError) {
    body = (
      <Box p="md">
        <ErrorBox
          error={schema.error}
          onRetry={() => void schema.refetch()}
          testId="schema-error"
        />
      </Box>
    );
  } else if (schema.data.tables.length === 0) {
    body = (
      <Center mih={360} data-testid="schema-empty">
        <Stack align="center" gap="xs" maw={420} ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" color="gray">
            <IconTableOff size={26} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>{t('connections.schema.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('connections.schema.emptyText')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={refreshing}
            onClick={onRefresh}
          >
            {t('connections.actions.refreshSchema')}
          </Button>
        </Stack>
      </Center>
    );
  } else {
    const tables = schema.data.tables;
    const selected = pickTable(tables, params.get('table'));
    body = (
      <Box style={{ display: 'flex', height: PANEL_HEIGHT }}>
        <Box
          w={280}
          style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)' }}
        >
          <TableList
            tables={tables}
            selected={selected ? tableRef(selected) : null}
            onSelect={(table) => select({ table })}
          />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {selected && (
            <TableDetail
              connectionId={connectionId}
              table={selected}
              tab={tab}
              onTab={(next) => select({ tab: next, fallbackTable: tableRef(selected) })}
            />
          )}
        </Box>
      </Box>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="schema-browser">
      {body}
    </Paper>
  );
}
