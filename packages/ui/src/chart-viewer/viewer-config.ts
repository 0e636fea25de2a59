import {
  chartConfigClassicSchema,
  chartConfigV2Schema,
  chartTypeV2Schema,
  type ChartConfigClassic,
  type ChartConfigV2,
} from '@chartroom/core';

/** A viewer config after validation: classic, v2 (by its lower-case type name), or invalid. */
export type ViewerConfig =
  | { kind: 'classic'; chart: ChartConfigClassic }
  | { kind: 'v2'; v2: ChartConfigV2 }
  | { kind: 'invalid'; reason: string };

function hasV2Type(config: unknown): boolean {
  if (typeof config !== 'object' || config === null || !('type' in config)) return false;
  return chartTypeV2Schema.safeParse(config.type).success;
}

/**
 * Validates what the viewer is given: a v2 `chartConfigV2` when its type is a v2 name (table,
 * bar, line, area, pie, donut, scatter, kpiCard), else a classic `chartConfig`. The reason of an
 * invalid one is the schema's first message.
 */
export function parseViewerConfig(config: unknown): ViewerConfig {
  if (hasV2Type(config)) {
    const v2 = chartConfigV2Schema.safeParse(config);
    if (v2.success) return { kind: 'v2', v2: v2.data };
    return { kind: 'invalid', reason: v2.error.issues[0]?.message ?? '' };
  }
  const classic = chartConfigClassicSchema.safeParse(config);
  if (classic.success) return { kind: 'classic', chart: classic.data };
  return { kind: 'invalid', reason: classic.error.issues[0]?.message ?? '' };
}
