import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDatabase, IconSparkles, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useSchemaTables } from '../chart-builder/use-schema-tables';
import { tableLabel, tableRef } from '../connections/schema-model';
import { useConnectionList } from '../connections/use-connections';
import { newV2Chart, type V2Baseline } from './v2-draft';
import { V2Builder } from './V2Builder';

/**
 * `/charts/new/v2`: pick a connection and a table, then build the chart over it. 'Create chart'
 * opens the builder on a chart that exists only in the browser; the first 'Apply changes' saves
 * it (an abandoned attempt leaves no draft behind). After that save the page moves to
 * `/charts/:id/v2` and keeps this builder mounted (see ChartBuilderV2Page).
 */
export function NewV2Chart() {
  const [start, setStart] = useState<V2Baseline | null>(null);
  if (start) return <V2Builder initial={start} />;
  return <NewV2ChartForm onCreate={setStart} />;
}

function NewV2ChartForm({ onCreate }: { onCreate: (start: V2Baseline) => void }) {
  const { t } = useHubTranslation();
  const connections = useConnectionList();
  const list = connections.data?.connections ?? [];
  const fallback = (list.find((c) => c.defaultConnection) ?? list[0])?.id ?? null;
  const [picked, setPicked] = useState<string | null>(null);
  const connection = picked ?? fallback;
  const schema = useSchemaTables(connection);
  const [table, setTable] = useState<string | null>(null);

  const create = () => {
    if (!connection || !table) return;
    onCreate(newV2Chart(connection, table));
  };

  return (
    <Stack maw={560} mx="auto" mt={48} gap="md" data-testid="new-v2-chart">
      <Anchor component={Link} to="/charts" size="sm" c="dimmed" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('chartBuilderV2.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color="violet">
              <IconSparkles size={24} stroke={1.6} />
            </ThemeIcon>
            <div>
              <Title order={3} fz={20}>
                {t('chartBuilderV2.newChart.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('chartBuilderV2.newChart.subtitle')}
              </Text>
            </div>
          </Group>
          {!connections.isPending && list.length === 0 && (
            <Alert color="gray" variant="light">
              {t('chartBuilderV2.newChart.noConnections')}
            </Alert>
          )}
          <Select
            label={t('chartBuilderV2.newChart.connection')}
            placeholder={t('chartBuilderV2.newChart.connectionPlaceholder')}
            data={list.map((c) => ({ value: c.id, label: c.name }))}
            value={connection}
            onChange={(v) => {
              setPicked(v);
              setTable(null);
            }}
            allowDeselect={false}
            leftSection={<IconDatabase size={16} />}
            disabled={connections.isPending}
            data-testid="new-v2-connection"
          />
          <Select
            label={t('chartBuilderV2.newChart.table')}
            placeholder={t('chartBuilderV2.newChart.tablePlaceholder')}
            data={schema.tables.map((e) => ({ value: tableRef(e), label: tableLabel(e) }))}
            value={table}
            onChange={setTable}
            searchable
            leftSection={<IconTable size={16} />}
            disabled={schema.loading || !connection}
            data-testid="new-v2-table"
          />
          <Group justify="flex-end">
            <Button onClick={create} disabled={!connection || !table} data-testid="new-v2-create">
              {t('chartBuilderV2.newChart.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
