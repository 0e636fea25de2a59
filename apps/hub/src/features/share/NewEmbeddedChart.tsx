import type { Connection } from '@chartroom/core';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useBuilderMode } from '../chart-builder/builder-mode';
import { offeredLabel, offeredTables } from '../chart-builder/builder-mode-rules';
import { tableRef } from '../connections/schema-model';

export interface NewEmbeddedChartProps {
  connections: readonly Connection[];
  /** The created chart (version 1), opened in the builder. */
  onCreated: (chartId: string) => void;
}

const SEPARATOR = '\u0000';

/**
 * First step of 'Add chart' in the sidebar: the kind of builder (the SQL builder only for
 * technical users) and a table among those offered, then POST /chart/v3/create-chart.
 */
export function NewEmbeddedChart({ connections, onCreated }: NewEmbeddedChartProps) {
  const { t } = useHubTranslation();
  const { client } = useApi();
  const mode = useBuilderMode();
  const [kind, setKind] = useState<'v2' | 'v1'>('v2');
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = connections.flatMap((c) =>
    offeredTables(c.schema, mode, c.id).map((table) => ({
      value: `${c.id}${SEPARATOR}${tableRef(table)}`,
      label: offeredLabel(table, mode, c.id),
    })),
  );
  // Technical users may start the SQL builder without a table (they write the query).
  const needsTable = kind === 'v2' || !mode.createChartSQL;

  const create = async () => {
    const [connectionId, table] = picked ? picked.split(SEPARATOR) : [];
    const fallback = (connections.find((c) => c.default_connection) ?? connections[0])?.id;
    setBusy(true);
    setError(null);
    try {
      const created = await client.createChart({
        starterConnection: connectionId ?? fallback,
        starterTable: table,
        configVersion: kind,
      });
      onCreated(created.chartId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={560} data-testid="new-embedded-chart">
      {mode.createChartSQL && (
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v === 'v1' ? 'v1' : 'v2')}
          data={[
            { value: 'v2', label: t('embeddedEditing.kindV2') },
            { value: 'v1', label: t('embeddedEditing.kindSql') },
          ]}
          data-testid="new-chart-kind"
        />
      )}
      {options.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="no-tables">
          {t('embeddedEditing.noTables')}
        </Alert>
      ) : (
        <Select
          label={t('embeddedEditing.table')}
          description={t('embeddedEditing.pickTable')}
          placeholder={t('embeddedEditing.tablePlaceholder')}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          leftSection={<IconTable size={16} />}
          data-testid="new-chart-table"
        />
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('embeddedEditing.createError', { message: error })}</Text>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => void create()}
          loading={busy}
          disabled={needsTable && !picked}
          data-testid="new-chart-create"
        >
          {t('embeddedEditing.create')}
        </Button>
      </Group>
    </Stack>
  );
}
