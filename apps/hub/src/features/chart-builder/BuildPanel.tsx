import type { ChartConfigClassic, ChartType, OutputColumn } from '@chartroom/core';
import { TextChart } from '@chartroom/ui';
import { Divider, Paper, Select, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { chartTypeInvalid, xAxisColumnInvalid, type ConfigIssue } from './builder-validation';
import type { ConfigAction } from './chart-config-reducer';
import { CLASSIC_CHART_TYPES, isClassicChartType } from './chart-types';
import { LayersSection } from './LayersSection';
import { hasLayers } from './map-layers';
import { SeriesList } from './SeriesList';
import { StyleSection } from './StyleSection';
import { XAxisSection } from './XAxisSection';

export interface BuildPanelProps {
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  /** Rows of the preview data (map layer options). */
  rows: readonly Record<string, unknown>[] | null;
  dispatch: (action: ConfigAction) => void;
  issues: readonly ConfigIssue[];
  notice: string | null;
  segmentNames: readonly string[] | undefined;
}

/** The Build tab: chart type, X axis, series and segments, layers, order, layout, title, style. */
export function BuildPanel(props: BuildPanelProps) {
  const { config, columns, rows, dispatch, issues, notice, segmentNames } = props;
  const { t } = useHubTranslation();
  // The type and the X column are checked against their enumerations: a red border when not.
  const typeInvalid = chartTypeInvalid(config, issues);
  const types: string[] = isClassicChartType(config.type)
    ? [...CLASSIC_CHART_TYPES]
    : [config.type, ...CLASSIC_CHART_TYPES];
  return (
    <Stack gap="md" data-testid="build-panel">
      <Select
        label={t('chartBuilder.build.chartType')}
        data={types}
        value={config.type}
        onChange={(v) =>
          v && dispatch({ type: 'setChartType', chartType: v as ChartType, columns })
        }
        allowDeselect={false}
        error={typeInvalid}
        data-invalid={typeInvalid || undefined}
        leftSection={<IconChartBar size={16} />}
        searchable
        data-testid="chart-type"
      />
      {config.type === 'Text' ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('chartBuilder.build.textChart')}
          </Text>
          <Paper withBorder radius="md" p="xs" mih={180} data-testid="rich-text-editor">
            <TextChart
              richText={config.richText}
              editable
              onChange={(richText) => dispatch({ type: 'setRichText', richText })}
            />
          </Paper>
        </Stack>
      ) : (
        <>
          <XAxisSection
            config={config}
            columns={columns}
            dispatch={dispatch}
            invalid={xAxisColumnInvalid(config, columns)}
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
          {hasLayers(config.type) && (
            <>
              <Divider />
              <LayersSection
                config={config}
                columns={columns}
                rows={rows}
                dispatch={dispatch}
                notice={notice}
              />
            </>
          )}
          <Divider label={t('chartBuilder.build.style')} labelPosition="left" />
          <StyleSection config={config} columns={columns} dispatch={dispatch} />
        </>
      )}
    </Stack>
  );
}
