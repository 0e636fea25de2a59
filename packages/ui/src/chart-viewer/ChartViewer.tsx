import { Card, Center, Code, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { ChartData } from '../chart-renderer/chart-data';
import { ChartRenderer } from '../chart-renderer/ChartRenderer';
import { chartConfigClassicSchema, type ChartConfigClassic } from '@chartroom/core';
import { useUiTranslation } from '../i18n/i18n';
import type { ColorScheme } from '../theme/palette';
import { ChartPlaceholder } from '../chart-placeholder/ChartPlaceholder';
import { ChartTitle } from './ChartTitle';
import { editableChart, type ChartEditProps } from './EditableChart';

export type { ChartData };

/** Default height of the chart area when no height is given (spec: at most max-h-96). */
export const DEFAULT_CHART_HEIGHT = 300;

export type ChartViewerState =
  'token-missing' | 'placeholder' | 'invalid' | 'loading' | 'error' | 'empty' | 'ready';

export interface ChartViewerProps extends ChartEditProps {
  name: string;
  /**
   * Validated with chartConfigClassicSchema; anything else shows 'Invalid Chart Config'. Without a
   * config yet (null or undefined) the 'Chart under construction' placeholder is shown.
   */
  config: ChartConfigClassic | unknown;
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
}

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
  ...edit
}: ChartViewerProps) {
  const { t } = useUiTranslation();
  const parsed = useMemo(() => chartConfigClassicSchema.safeParse(config), [config]);
  const chart = parsed.success ? parsed.data : null;
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
    body = <Skeleton h="100%" radius="sm" aria-label={t('viewer.loading')} />;
  } else if (noConfig) {
    state = 'placeholder';
    body = <ChartPlaceholder />;
  } else if (!chart) {
    state = 'invalid';
    const reason = parsed.success ? '' : (parsed.error.issues[0]?.message ?? '');
    body = message(
      embedded ? t('viewer.askDash') : t('viewer.invalidConfig', { reason }),
      embedded ? undefined : 'red',
    );
  } else if (loading) {
    state = 'loading';
    body = <Skeleton h="100%" radius="sm" aria-label={t('viewer.loading')} />;
  } else if (hasError) {
    state = 'error';
    body = isKpi ? (
      <ChartRenderer
        config={chart}
        data={data ?? { columns: [], rows: [] }}
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
    body = editableChart(chart, data, title, edit) ?? (
      <ChartRenderer
        config={chart}
        data={data ?? { columns: [], rows: [] }}
        colorScheme={colorScheme}
        title={title}
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
        background: chart?.bgColor || undefined,
        fontFamily: chart?.fontFamily || undefined,
      }}
    >
      <Stack gap={6} style={{ flex: 1, minHeight: 0 }}>
        {!isKpi && (
          <ChartTitle
            title={title}
            size={chart?.titleSize}
            infoText={generic?.showInfoTooltip ? generic.infoText : null}
          />
        )}
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
        {debugSql && (
          <Code block fz="xs" aria-label={t('viewer.debugSql')} style={{ maxHeight: 120 }}>
            {debugSql}
          </Code>
        )}
      </Stack>
    </Card>
  );
}
