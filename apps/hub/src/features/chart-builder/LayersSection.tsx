import type { ChartConfigClassic, OutputColumn } from '@chartroom/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { BuilderNotice } from './BuilderNotice';
import type { ConfigAction } from './chart-config-reducer';
import { LayerCard } from './LayerCard';
import { isLayerMessage, layerOptions } from './map-layers';

export interface LayersSectionProps {
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  /** Rows of the preview data, for each layer column's options. */
  rows: readonly Record<string, unknown>[] | null;
  dispatch: (action: ConfigAction) => void;
  notice: string | null;
}

/** The layers of a Map (at most 20) or Scatter Plot (1), with 'Add layer'. */
export function LayersSection({ config, columns, rows, dispatch, notice }: LayersSectionProps) {
  const { t } = useHubTranslation();
  const layers = config.layers ?? [];
  return (
    <Stack gap="xs" data-testid="layers-section">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('chartBuilder.layers.title')}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={columns.length === 0}
          onClick={() => dispatch({ type: 'addLayer', columns })}
          data-testid="add-layer"
        >
          {t('chartBuilder.layers.add')}
        </Button>
      </Group>
      {notice && isLayerMessage(notice) && (
        <BuilderNotice notice={notice} onDismiss={() => dispatch({ type: 'dismissNotice' })} />
      )}
      {layers.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('chartBuilder.layers.empty')}
        </Text>
      )}
      {layers.map((layer, index) => (
        <LayerCard
          key={index}
          index={index}
          layer={layer}
          columns={columns}
          options={layerOptions(rows, layer.column)}
          onChange={(next) => dispatch({ type: 'updateLayer', index, layer: next })}
          onRemove={() => dispatch({ type: 'removeLayer', index })}
        />
      ))}
    </Stack>
  );
}
