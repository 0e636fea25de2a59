import { Card, Center, Code, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { ChartConfigClassic, ChartConfigV2 } from '@chartroom/core';
import type { ChartData } from '../chart-renderer/chart-data';
import type { DatumClickHandler } from '../chart-renderer/datum-click';
import { ChartRenderer } from '../chart-renderer/ChartRenderer';
import type { LegendPosition } from '../chart-renderer/options/legend';
import { useUiTranslation } from '../i18n/i18n';
import type { ColorScheme } from '../theme/palette';
import { useChartAppearance } from '../theme/ChartAppearanceContext';
import { ChartPlaceholder } from '../chart-placeholder/ChartPlaceholder';
import { ChartTitle } from './ChartTitle';
import { editableChart, type ChartEditProps } from './EditableChart';
import { segmentPageCount, segmentPageData } from './segment-page';
import { SegmentPager } from './SegmentPager';
import { drawV2Chart } from './v2-chart';
import { parseViewerConfig } from './viewer-config';

export type { ChartData };

/** Default height of the chart area when no height is given (spec: at most max-h-96). */
export const DEFAULT_CHART_HEIGHT = 300;

export type ChartViewerState =
  'token-missing' | 'placeholder' | 'invalid' | 'loading' | 'error' | 'empty' | 'ready';

export interface ChartViewerProps extends ChartEditProps {
  name: string;
  /**
   * A classic `chartConfig` (validated with chartConfigClassicSchema) or a v2 `chartConfigV2`
   * (by its lower-case type, validated with chartConfigV2Schema); anything else shows 'Invalid
   * Chart Config'. Without a config yet (null or undefined) the placeholder is shown.
   */
  config: ChartConfigClassic | ChartConfigV2 | unknown;
  data?: ChartData;
  loading: boolean;
  error?: string | null;
  tenantTokenMissing?: boolean;
  embedded?: boolean;
  debugSql?: string;
  colorScheme: ColorScheme;
  /** Total height in px; without it the chart area is 300 px high. */
  height?: number;
  /** Without the card border and padding (when a dashboard card already frames it). */
  bare?: boolean;
  /** Show the 'Chart under construction' placeholder whatever the config. */
  placeholder?: boolean;
  /** 0-based segment page of a segmented chart (the data answers that page). */
  segmentPage?: number;
  /** Asks for another segment page; with it a pager shows under a chart of over 20 segments. */
  onSegmentPageChange?: (page: number) => void;
  /** Click-to-filter: a click on one of the chart's data names its column and value. */
  onDatumClick?: DatumClickHandler | undefined;
  /** Under the title, above the chart: a card's active chart filter chips. */
  chips?: ReactNode;
}

const NO_DATA: ChartData = { columns: [], rows: [] };

const KPI_TYPES = new Set(['Stat Card', 'KPI card']);

/**
 * The chart viewer: title (with info tooltip), the chart, optional debug SQL, and the spec's
 * states (skeleton, 'No data available', 'Error: …', invalid config, missing tenant token).
 */
export function ChartViewer({
  name,
  config,
  data,
  loading,
  error,
  tenantTokenMissing,
  embedded,
  debugSql,
  colorScheme,
  height,
  bare,
  placeholder,
  segmentPage = 0,
  onSegmentPageChange,
  onDatumClick,
  chips,
  ...edit
}: ChartViewerProps) {
  const { t } = useUiTranslation();
  const appearance = useChartAppearance();
  const parsed = useMemo(() => parseViewerConfig(config), [config]);
  // What the renderer draws: the classic config, or a v2 config turned into one with its answer.
  const drawing = useMemo((): {
    chart: ChartConfigClassic;
    data: ChartData;
    legendPosition?: LegendPosition;
  } | null => {
    if (parsed.kind === 'classic') return { chart: parsed.chart, data: data ?? NO_DATA };
    if (parsed.kind === 'v2') {
      const v2 = drawV2Chart(parsed.v2, data ?? NO_DATA);
      return { chart: v2.config, data: v2.data, legendPosition: v2.legendPosition };
    }
    return null;
  }, [parsed, data]);
  const chart = drawing?.chart ?? null;
  const pageData = useMemo(
    () => (drawing ? segmentPageData(drawing.data, segmentPage) : NO_DATA),
    [drawing, segmentPage],
  );
  const isKpi = chart !== null && KPI_TYPES.has(chart.type);
  const title = chart?.title?.trim() || name;
  const generic = chart?.advanced?.generic;
  const hasError = error !== undefined && error !== null;
  const noConfig = placeholder || config === null || config === undefined;

  let state: ChartViewerState;
  let body: ReactNode;
  const message = (text: string, color?: string) => (
    <Center h="100%" p="sm">
      <Text size="sm" c={color ?? 'dimmed'} ta="center" role={color ? 'alert' : undefined}>
        {text}
      </Text>
    </Center>
  );

  if (tenantTokenMissing) {
    state = 'token-missing';
    body = message(t('viewer.tenantTokenMissing'), 'red');
  } else if (noConfig && loading) {
    state = 'loading';
    body = <Skeleton h="100%" radius="sm" animate={false} aria-label={t('viewer.loading')} />;
  } else if (noConfig) {
    state = 'placeholder';
    body = <ChartPlaceholder />;
  } else if (!chart) {
    state = 'invalid';
    const reason = parsed.kind === 'invalid' ? parsed.reason : '';
    body = message(
      embedded ? t('viewer.askDash') : t('viewer.invalidConfig', { reason }),
      embedded ? undefined : 'red',
    );
  } else if (loading) {
    state = 'loading';
    body = <Skeleton h="100%" radius="sm" animate={false} aria-label={t('viewer.loading')} />;
  } else if (hasError) {
    state = 'error';
    body = isKpi ? (
      <ChartRenderer
        config={chart}
        data={pageData}
        colorScheme={colorScheme}
        title={title}
        error={error || t('viewer.unknownError')}
      />
    ) : (
      message(t('viewer.error', { message: error || t('viewer.unknownError') }), 'red')
    );
  } else if (chart.type !== 'Text' && (!data || data.rows.length === 0)) {
    state = 'empty';
    body = message(t('viewer.noDataAvailable'));
  } else {
    state = 'ready';
    body = editableChart(chart, pageData, title, edit) ?? (
      <ChartRenderer
        config={chart}
        data={pageData}
        colorScheme={colorScheme}
        title={title}
        legendPosition={drawing?.legendPosition}
        onDatumClick={onDatumClick}
      />
    );
  }

  return (
    <Card
      withBorder={!bare}
      radius="md"
      padding={bare ? 0 : 'sm'}
      h={height}
      data-testid="chart-viewer"
      data-state={state}
      aria-busy={state === 'loading'}
      style={{
        display: 'flex',
        flexDirection: 'column',
        // The chart's own background and font, else the dashboard theme's.
        background: chart?.bgColor || appearance.chartBackground || undefined,
        fontFamily: chart?.fontFamily || appearance.fontFamily || undefined,
        color: appearance.chartTextColor,
        borderColor: appearance.cardBorderColor,
        ...(appearance.cardRadius !== undefined && !bare
          ? { borderRadius: appearance.cardRadius }
          : {}),
      }}
    >
      <Stack gap={6} style={{ flex: 1, minHeight: 0 }}>
        {!isKpi && (
          <ChartTitle
            title={title}
            size={chart?.titleSize}
            infoText={generic?.showInfoTooltip ? generic.infoText : null}
            weight={appearance.cardTitleWeight}
            position={appearance.cardTitlePosition}
          />
        )}
        {chips}
        <div
          data-testid="chart-viewer-body"
          style={
            height
              ? { flex: 1, minHeight: 0, position: 'relative' }
              : { height: DEFAULT_CHART_HEIGHT, position: 'relative' }
          }
        >
          {body}
        </div>
        {state === 'ready' &&
          onSegmentPageChange &&
          segmentPageCount(data?.segmentNames) > 1 &&
          data?.segmentNames && (
            <SegmentPager
              page={segmentPage}
              segmentNames={data.segmentNames}
              onChange={onSegmentPageChange}
            />
          )}
        {debugSql && (
          <Code block fz="xs" aria-label={t('viewer.debugSql')} style={{ maxHeight: 120 }}>
            {debugSql}
          </Code>
        )}
      </Stack>
    </Card>
  );
}
