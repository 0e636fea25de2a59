import type { Layer, OutputColumn } from '@chartroom/core';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPalette, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ColorSelect } from './ColorSelect';
import { ColumnSelect } from './ColumnSelect';
import { colorAllOptions, optionColor, setOptionColor } from './map-layers';

export interface LayerCardProps {
  index: number;
  layer: Layer;
  columns: readonly OutputColumn[];
  /** Distinct values of the layer's column in the preview data. */
  options: readonly string[];
  onChange: (layer: Layer) => void;
  onRemove: () => void;
}

const numberOr = (value: string | number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** One map layer: colour column, per-option colours, clustering, circle and cluster radius. */
export function LayerCard({ index, layer, columns, options, onChange, onRemove }: LayerCardProps) {
  const { t } = useHubTranslation();
  const info = layer.layerInfo;
  const setInfo = (patch: Partial<Layer['layerInfo']>) =>
    onChange({ ...layer, layerInfo: { ...info, ...patch } });
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`layer-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('chartBuilder.layers.layerN', { n: index + 1 })}
          </Text>
          <Tooltip label={t('chartBuilder.layers.remove')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('chartBuilder.layers.remove')}
              onClick={onRemove}
              data-testid={`layer-${index}-remove`}
            >
              <IconTrash size={15} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <ColumnSelect
            label={t('chartBuilder.layers.column')}
            columns={columns}
            value={layer.column || null}
            onChange={(column) => column && onChange({ ...layer, column, colors: [] })}
            error={!layer.column || !columns.some((c) => c.columnName === layer.column)}
            data-testid={`layer-${index}-column`}
          />
          <NumberInput
            label={t('chartBuilder.layers.circleRadius')}
            min={0}
            max={100}
            value={info.circleRadius}
            onChange={(v) => setInfo({ circleRadius: numberOr(v, 10) })}
            data-testid={`layer-${index}-circle-radius`}
          />
          <NumberInput
            label={t('chartBuilder.layers.clusterRadius')}
            min={0}
            max={500}
            disabled={!info.clustering}
            value={info.clusterRadius}
            onChange={(v) => setInfo({ clusterRadius: numberOr(v, 2) })}
            data-testid={`layer-${index}-cluster-radius`}
          />
        </SimpleGrid>
        <Switch
          size="xs"
          label={t('chartBuilder.layers.clustering')}
          checked={info.clustering}
          onChange={(e) => setInfo({ clustering: e.currentTarget.checked })}
          data-testid={`layer-${index}-clustering`}
        />
        <Group justify="space-between">
          <Text size="xs" fw={600} c="dimmed">
            {t('chartBuilder.layers.colors')}
          </Text>
          {options.length > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPalette size={12} />}
              onClick={() => onChange(colorAllOptions(layer, options))}
              data-testid={`layer-${index}-color-all`}
            >
              {t('chartBuilder.layers.colorAll')}
            </Button>
          )}
        </Group>
        {options.length === 0 ? (
          <Text size="xs" c="dimmed" data-testid={`layer-${index}-no-options`}>
            {t('chartBuilder.layers.noOptions')}
          </Text>
        ) : (
          <SimpleGrid cols={2} spacing={6} data-testid={`layer-${index}-options`}>
            {options.map((option) => (
              <ColorSelect
                key={option}
                size="xs"
                label={option}
                placeholder={t('chartBuilder.layers.autoColor')}
                value={optionColor(layer, option)}
                onChange={(color) => onChange(setOptionColor(layer, option, color))}
                data-testid={`layer-${index}-option-${option}`}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
