import {
  baseAggregationStrategySchema,
  dataLabelPositionSchema,
  NON_NUMERIC_AGGREGATIONS,
  type ChartType,
  type OutputColumn,
  type Series,
} from '@chartroom/core';
import {
  ActionIcon,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { ConfigAction } from './chart-config-reducer';
import { CLASSIC_CHART_TYPES, columnTypeOf } from './chart-types';
import { ColorSelect } from './ColorSelect';
import { ColumnSelect } from './ColumnSelect';

export interface SeriesCardProps {
  index: number;
  series: Series;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
  columnError: string | undefined;
  /** 'Segment data' controls, for the first series. */
  children?: ReactNode;
}

/** One series: column, colour, aggregation, type override, label and its switches. */
export function SeriesCard({
  index,
  series,
  columns,
  dispatch,
  columnError,
  children,
}: SeriesCardProps) {
  const { t } = useHubTranslation();
  const update = (patch: Partial<Series>) => dispatch({ type: 'updateSeries', index, patch });
  const numeric = columnTypeOf(columns, series.column) === 'number';
  const aggregations = numeric ? baseAggregationStrategySchema.options : NON_NUMERIC_AGGREGATIONS;
  const labels = series.dataLabelConfig;
  const normalize = series.normalizeConfig;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`series-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('chartBuilder.build.seriesN', { n: index + 1 })}
          </Text>
          <Tooltip label={t('chartBuilder.build.removeSeries')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('chartBuilder.build.removeSeries')}
              onClick={() => dispatch({ type: 'removeSeries', index })}
              data-testid={`series-${index}-remove`}
            >
              <IconTrash size={15} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <ColumnSelect
            label={t('chartBuilder.build.column')}
            columns={columns}
            value={series.column || null}
            onChange={(column) =>
              column && dispatch({ type: 'setSeriesColumn', index, column, columns })
            }
            error={columnError}
            data-testid={`series-${index}-column`}
          />
          <Select
            label={t('chartBuilder.build.aggregation')}
            data={[...aggregations]}
            value={series.baseAggregationStrategy}
            onChange={(v) =>
              v && update({ baseAggregationStrategy: v as Series['baseAggregationStrategy'] })
            }
            allowDeselect={false}
            data-testid={`series-${index}-aggregation`}
          />
          <ColorSelect
            label={t('chartBuilder.build.color')}
            value={series.color ?? null}
            onChange={(color) => update({ color })}
            data-testid={`series-${index}-color`}
          />
          <TextInput
            label={t('chartBuilder.build.label')}
            value={series.format?.label ?? ''}
            onChange={(e) => update({ format: { ...series.format, label: e.currentTarget.value } })}
            data-testid={`series-${index}-label`}
          />
          <Select
            label={t('chartBuilder.build.typeOverride')}
            placeholder={t('chartBuilder.build.noOverride')}
            data={[...CLASSIC_CHART_TYPES]}
            value={series.typeOverride ?? null}
            onChange={(v) => update({ typeOverride: (v as ChartType | null) ?? null })}
            clearable
            data-testid={`series-${index}-type`}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Switch
            size="xs"
            label={t('chartBuilder.build.percentage')}
            checked={series.percentage}
            onChange={(e) => update({ percentage: e.currentTarget.checked })}
            data-testid={`series-${index}-percentage`}
          />
          <Switch
            size="xs"
            label={t('chartBuilder.build.normalize')}
            checked={normalize?.normalizeSeries ?? false}
            onChange={(e) =>
              update({
                normalizeConfig: {
                  normalizeSeries: e.currentTarget.checked,
                  normalizeRange: normalize?.normalizeRange ?? { start: 0, end: 1000 },
                },
              })
            }
            data-testid={`series-${index}-normalize`}
          />
          <Switch
            size="xs"
            label={t('chartBuilder.build.hidden')}
            checked={series.hidden}
            onChange={(e) => update({ hidden: e.currentTarget.checked })}
            data-testid={`series-${index}-hidden`}
          />
          <Switch
            size="xs"
            label={t('chartBuilder.build.dataLabels')}
            checked={labels.showDataLabels}
            onChange={(e) =>
              update({ dataLabelConfig: { ...labels, showDataLabels: e.currentTarget.checked } })
            }
            data-testid={`series-${index}-data-labels`}
          />
        </Group>
        {normalize?.normalizeSeries && (
          <SimpleGrid cols={2} spacing="xs">
            <NumberInput
              size="xs"
              label={t('chartBuilder.build.normalizeStart')}
              value={normalize.normalizeRange.start}
              onChange={(v) =>
                update({
                  normalizeConfig: {
                    ...normalize,
                    normalizeRange: { ...normalize.normalizeRange, start: Number(v) || 0 },
                  },
                })
              }
            />
            <NumberInput
              size="xs"
              label={t('chartBuilder.build.normalizeEnd')}
              value={normalize.normalizeRange.end}
              onChange={(v) =>
                update({
                  normalizeConfig: {
                    ...normalize,
                    normalizeRange: { ...normalize.normalizeRange, end: Number(v) || 0 },
                  },
                })
              }
            />
          </SimpleGrid>
        )}
        {labels.showDataLabels && (
          <SimpleGrid cols={2} spacing="xs">
            <Select
              size="xs"
              label={t('chartBuilder.build.dataLabelPosition')}
              data={[...dataLabelPositionSchema.options]}
              value={labels.dataLabelPosition}
              allowDeselect={false}
              onChange={(v) =>
                v &&
                update({
                  dataLabelConfig: {
                    ...labels,
                    dataLabelPosition: v as typeof labels.dataLabelPosition,
                  },
                })
              }
            />
            <NumberInput
              size="xs"
              label={t('chartBuilder.build.dataLabelFontSize')}
              min={1}
              max={100}
              value={labels.dataLabelFontSize}
              onChange={(v) =>
                update({ dataLabelConfig: { ...labels, dataLabelFontSize: Number(v) || 12 } })
              }
            />
          </SimpleGrid>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
