import type { ChartConfigClassic, OutputColumn } from '@chartroom/core';
import { Alert, Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { issueAt, type ConfigIssue } from './builder-validation';
import { canAddSeries, type ConfigAction } from './chart-config-reducer';
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
      {notice && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          data-testid="builder-notice"
          role="alert"
          py="xs"
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{notice}</Text>
            <CloseButton size="sm" onClick={() => dispatch({ type: 'dismissNotice' })} />
          </Group>
        </Alert>
      )}
      {config.yAxis.map((series, index) => (
        <SeriesCard
          key={index}
          index={index}
          series={series}
          columns={columns}
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
