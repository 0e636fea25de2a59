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
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useSchemaTables } from '../chart-builder/use-schema-tables';
import { tableLabel, tableRef } from '../connections/schema-model';
import { useConnectionList } from '../connections/use-connections';

/** `/charts/new/v2`: pick a connection and a table, then create the v2 chart over it. */
export function NewV2Chart() {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const connections = useConnectionList();
  const list = connections.data?.connections ?? [];
  const fallback = (list.find((c) => c.defaultConnection) ?? list[0])?.id ?? null;
  const [picked, setPicked] = useState<string | null>(null);
  const connection = picked ?? fallback;
  const schema = useSchemaTables(connection);
  const [table, setTable] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  const create = async () => {
    if (!connection || !table) return;
    setBusy(true);
    setError(false);
    try {
      const created = await client.createChart({
        starterConnection: connection,
        starterTable: table,
        configVersion: 'v2',
      });
      void queryClient.invalidateQueries({ queryKey: [scope, 'chart-list'] });
      void navigate(`/charts/${created.chartId}/v2`, { replace: true });
    } catch (e) {
      console.error('create chart failed', e);
      setError(true);
      setBusy(false);
    }
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
          {error && (
            <Alert color="red" variant="light" role="alert">
              {t('chartBuilderV2.newChart.createError')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              onClick={() => void create()}
              loading={busy}
              disabled={!connection || !table}
              data-testid="new-v2-create"
            >
              {t('chartBuilderV2.newChart.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
