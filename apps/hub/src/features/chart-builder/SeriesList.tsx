import type { ChartConfigClassic, OutputColumn } from '@chartroom/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { issueAt, type ConfigIssue } from './builder-validation';
import { BuilderNotice } from './BuilderNotice';
import { canAddSeries, type ConfigAction } from './chart-config-reducer';
import { statUnitColumns } from './column-options';
import { isLayerMessage } from './map-layers';
import { SegmentSection } from './SegmentSection';
import { SeriesCard } from './SeriesCard';

export interface SeriesListProps {
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
  issues: readonly ConfigIssue[];
  notice: string | null;
  segmentNames: readonly string[] | undefined;
}

/** The Y-axis series, 'Add series', and the message of a refused action. */
export function SeriesList({
  config,
  columns,
  dispatch,
  issues,
  notice,
  segmentNames,
}: SeriesListProps) {
  const { t } = useHubTranslation();
  const seriesColumns = config.type === 'Stat Card' ? statUnitColumns(columns) : columns;
  return (
    <Stack gap="xs" data-testid="series-list">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('chartBuilder.build.series')}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={!canAddSeries(config) || columns.length === 0}
          onClick={() => dispatch({ type: 'addSeries', columns })}
          data-testid="add-series"
        >
          {t('chartBuilder.build.addSeries')}
        </Button>
      </Group>
      {notice && !isLayerMessage(notice) && (
        <BuilderNotice notice={notice} onDismiss={() => dispatch({ type: 'dismissNotice' })} />
      )}
      {config.yAxis.map((series, index) => (
        <SeriesCard
          key={index}
          index={index}
          series={series}
          columns={seriesColumns}
          dispatch={dispatch}
          columnError={issueAt(issues, `yAxis.${index}.column`)}
        >
          {index === 0 && (
            <SegmentSection
              series={series}
              columns={columns}
              dispatch={dispatch}
              segmentNames={segmentNames}
              segmentByError={issueAt(issues, 'yAxis.0.segmentConfig.segmentBy')}
            />
          )}
        </SeriesCard>
      ))}
    </Stack>
  );
}
