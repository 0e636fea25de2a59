import type { ChartConfigClassic, ChartType, OutputColumn } from '@chartroom/core';
import { Divider, Select, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { issueAt, type ConfigIssue } from './builder-validation';
import type { ConfigAction } from './chart-config-reducer';
import { CLASSIC_CHART_TYPES } from './chart-types';
import { SeriesList } from './SeriesList';
import { StyleSection } from './StyleSection';
import { XAxisSection } from './XAxisSection';

export interface BuildPanelProps {
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
  issues: readonly ConfigIssue[];
  notice: string | null;
  segmentNames: readonly string[] | undefined;
}

/** The Build tab: chart type, X axis, series and segments, order, layout, title and style. */
export function BuildPanel({
  config,
  columns,
  dispatch,
  issues,
  notice,
  segmentNames,
}: BuildPanelProps) {
  const { t } = useHubTranslation();
  const columnNames = columns.map((c) => c.columnName);
  const xColumn = config.xAxis?.column;
  return (
    <Stack gap="md" data-testid="build-panel">
      <Select
        label={t('chartBuilder.build.chartType')}
        data={[...CLASSIC_CHART_TYPES]}
        value={config.type}
        onChange={(v) =>
          v && dispatch({ type: 'setChartType', chartType: v as ChartType, columns })
        }
        allowDeselect={false}
        error={!!issueAt(issues, 'type')}
        leftSection={<IconChartBar size={16} />}
        searchable
        data-testid="chart-type"
      />
      {config.type === 'Text' ? (
        <Text size="sm" c="dimmed">
          {t('chartBuilder.build.textChart')}
        </Text>
      ) : (
        <>
          <XAxisSection
            config={config}
            columns={columns}
            dispatch={dispatch}
            invalid={!!xColumn && !columnNames.includes(xColumn)}
          />
          <Divider />
          <SeriesList
            config={config}
            columns={columns}
            dispatch={dispatch}
            issues={issues}
            notice={notice}
            segmentNames={segmentNames}
          />
          <Divider label={t('chartBuilder.build.style')} labelPosition="left" />
          <StyleSection config={config} columns={columns} dispatch={dispatch} />
        </>
      )}
    </Stack>
  );
}
