import { Group, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChartData } from '../chart-renderer/chart-data';
import type { ChartConfigClassic } from '@chartroom/core';
import { formatPercentChange } from '../format/number-format';
import { useUiTranslation } from '../i18n/i18n';
import {
  STAT_FONT_MAX,
  estimateTextWidth,
  fitStatValue,
  kpiLabel,
  statTexts,
  statValue,
  type StatFit,
  type StatTexts,
} from './stat-value';

export interface StatCardProps {
  config: ChartConfigClassic;
  data?: ChartData;
  /** A query error, shown in place of the value (spec). */
  error?: string | null;
}

/** Font size (px) of the hidden copies the value is measured with. */
const MEASURE_SIZE = 100;

/** Width of a rendered measuring copy at a 1 px font, or an estimate without layout. */
function unitWidth(el: HTMLElement | null, text: string): number {
  const width = el?.getBoundingClientRect().width ?? 0;
  return width > 0 ? width / MEASURE_SIZE : estimateTextWidth(text);
}

/**
 * The stat value, scaled to the card's width (measured with a ResizeObserver): from 40 px down to
 * 20 px, then in compact notation ('$29.69M'). The full value is always in its title.
 */
function StatNumber({ full, compact, preferCompact }: StatTexts) {
  const boxRef = useRef<HTMLDivElement>(null);
  const fullRef = useRef<HTMLSpanElement>(null);
  const compactRef = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<StatFit | null>(null);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    let active = true;
    const update = () => {
      if (!active) return;
      const next = fitStatValue(
        full,
        compact,
        box.clientWidth,
        (text) => unitWidth(text === full ? fullRef.current : compactRef.current, text),
        undefined,
        undefined,
        preferCompact,
      );
      setFit((prev) =>
        prev && prev.text === next.text && prev.fontSize === next.fontSize ? prev : next,
      );
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    // Web fonts change the measured widths once loaded.
    void document.fonts?.ready.then(update);
    return () => {
      active = false;
      observer?.disconnect();
    };
  }, [full, compact, preferCompact]);

  const measuring = {
    position: 'absolute',
    visibility: 'hidden',
    whiteSpace: 'nowrap',
    fontSize: MEASURE_SIZE,
    fontWeight: 700,
    lineHeight: 1.1,
    left: 0,
    top: 0,
    pointerEvents: 'none',
  } as const;
  return (
    <div ref={boxRef} style={{ position: 'relative', width: '100%', minWidth: 0 }}>
      <Text
        fw={700}
        lh={1.1}
        data-testid="stat-value"
        data-compact={fit?.compact ? 'true' : undefined}
        title={full}
        style={{
          fontSize: fit ? fit.fontSize : STAT_FONT_MAX,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {fit?.text ?? full}
      </Text>
      <span aria-hidden ref={fullRef} style={measuring}>
        {full}
      </span>
      <span aria-hidden ref={compactRef} style={measuring}>
        {compact}
      </span>
    </div>
  );
}

/** Stat Card / KPI card: one big number with its change against the previous period. */
export function StatCard({ config, data, error }: StatCardProps) {
  const { t } = useUiTranslation();
  const series = config.yAxis?.[0];
  const stat = data ? statValue(config, data) : null;
  const baseLabel =
    config.title?.trim() ||
    series?.format?.label?.trim() ||
    config.formatConfig?.formatLabel?.trim() ||
    stat?.column ||
    '';
  const label = kpiLabel(baseLabel, config.xAxis?.format?.bucketing, (key) => t(key));
  const locale = config.formatConfig?.formatLocale || undefined;
  const texts = statTexts(stat?.value, config.formatConfig);

  return (
    <Stack gap={4} justify="center" h="100%" p="xs" data-testid="stat-card">
      {label && (
        <Text size="sm" c="dimmed" fw={500} truncate="end">
          {label}
        </Text>
      )}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {t('viewer.error', { message: error })}
        </Text>
      ) : (
        <StatNumber {...texts} />
      )}
      {!error && stat && stat.change !== null && (
        <Group gap={4} data-testid="stat-change">
          <Text
            size="sm"
            fw={600}
            c={stat.change >= 0 ? 'green.7' : 'red.7'}
            span
            style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
            data-direction={stat.change >= 0 ? 'up' : 'down'}
          >
            {stat.change >= 0 ? <IconArrowUpRight size={16} /> : <IconArrowDownRight size={16} />}
            {formatPercentChange(stat.change, locale)}
          </Text>
          <Text size="xs" c="dimmed" span>
            {t('statCard.vsPrevious')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
