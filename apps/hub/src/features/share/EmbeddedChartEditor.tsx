import type { Connection } from '@chartroom/core';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { BuilderModeProvider } from '../chart-builder/builder-mode';
import { ChartBuilder } from '../chart-builder/ChartBuilder';
import { draftFromRow } from '../chart-builder/chart-draft';
import { V2Builder } from '../chart-builder-v2/V2Builder';
import { savedFromRow } from '../chart-builder-v2/v2-draft';
import { useCopyOnSave } from './use-copy-on-save';

export interface EmbeddedChartEditorProps {
  chartId: string;
  /** The version the dashboard shows; 1 when absent (a chart just created or duplicated). */
  version: number | undefined;
  connections: readonly Connection[];
  /** `author` of the tenant's own charts; a chart by anyone else is saved as the tenant's copy. */
  tenantAuthor: string | null;
}

/** Loads a chart with the tenant's token (POST /tenant/get-chart-v2), then the right builder. */
export function EmbeddedChartEditor({
  chartId,
  version,
  connections,
  tenantAuthor,
}: EmbeddedChartEditorProps) {
  const { t } = useHubTranslation();
  const { client, scope } = useApi();
  const chart = useQuery({
    queryKey: [scope, 'embedded-builder-chart', chartId, version],
    queryFn: () => client.getChart({ chart: { id: chartId, version: version ?? 1 } }),
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const mode = useCopyOnSave(chart.data, tenantAuthor);
  if (chart.isPending) {
    return (
      <Stack gap="md" data-testid="embedded-builder-loading">
        <Skeleton h={44} w={420} radius="md" />
        <Skeleton h={520} radius="md" />
      </Stack>
    );
  }
  if (chart.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('embeddedEditing.loadError', { message: chart.error.message })}
      </Alert>
    );
  }
  const { chart: row, filters } = chart.data;
  if (row.config_version === 'v2') {
    return (
      <BuilderModeProvider mode={mode}>
        <V2Builder key={row.id} initial={savedFromRow(row)} />
      </BuilderModeProvider>
    );
  }
  return (
    <BuilderModeProvider mode={mode}>
      <ChartBuilder
        key={row.id}
        initial={draftFromRow(row, filters)}
        connections={connections.map((c) => ({
          id: c.id,
          name: c.name,
          defaultConnection: c.default_connection,
        }))}
        connectionsLoading={false}
      />
    </BuilderModeProvider>
  );
}
