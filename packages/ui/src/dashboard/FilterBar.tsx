import { Box, Stack, Tooltip } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useCallback } from 'react';
import { breakpointForWidth } from './build-layouts';
import { FilterChips } from './filters/FilterChips';
import { FilterControl } from './filters/FilterControl';
import { FILTER_DEBOUNCE_MS } from './grid';
import { useDashboardTranslation } from './i18n';
import type { CanvasBreakpoint, DashboardFilterValue, FilterBarFilter } from './types';
import { useContainerWidth } from './use-container-width';

const NO_OPTIONS: readonly string[] = [];

/** Controlled from the host app (a control key, or the flag): hidden when embedded. */
export function isControlledFilter(filter: FilterBarFilter): boolean {
  return filter.isControlled === true || Boolean(filter.controlKey?.trim());
}

export interface FilterBarProps {
  /** `config.filters` of the dashboard. */
  filters: FilterBarFilter[];
  /** Applied values by filter id. */
  values: Record<string, DashboardFilterValue>;
  /** A value to apply (debounced 1000 ms for text, select and date; Enter/Tab for Input and Number). */
  onChange: (filterId: string, value: DashboardFilterValue) => void;
  /** 'Clear all'; by default every active filter gets `null` through onChange. */
  onClearAll?: () => void;
  /** Select options by filter id (at most 1000 are shown). */
  options?: Record<string, readonly string[]>;
  optionsLoading?: Record<string, boolean>;
  /** Embedded views hide externally controlled filters. */
  embedded?: boolean;
  debounceMs?: number;
  /** The dashboard's zone (IANA, decision 021): date presets are evaluated there. Default UTC. */
  timeZone?: string | undefined;
}

/** Filter bar columns by breakpoint of its own width (spec: 10/8/6/4). */
export const FILTER_BAR_COLUMNS: Record<CanvasBreakpoint, number> = {
  lg: 10,
  md: 8,
  sm: 6,
  xs: 4,
  xxs: 4,
};

/** Number of grid columns a filter spans: its layout width (default 3) scaled from 10 columns. */
function span(filter: FilterBarFilter, columns: number): number {
  const w = filter.layout?.w ?? 3;
  return Math.min(columns, Math.max(2, Math.round((w * columns) / 10)));
}

/**
 * The dashboard filter bar: a responsive grid (10/8/6/4 columns by the breakpoint of its own
 * width, as the dashboard grid) of filters and chips of active values.
 */
export function FilterBar({
  filters,
  values,
  onChange,
  onClearAll,
  options,
  optionsLoading,
  embedded = false,
  debounceMs = FILTER_DEBOUNCE_MS,
  timeZone,
}: FilterBarProps) {
  const { t } = useDashboardTranslation();
  const visible = filters.filter((f) => !(embedded && isControlledFilter(f)));
  const container = useContainerWidth<HTMLDivElement>(visible.length > 0);
  const columns =
    FILTER_BAR_COLUMNS[container.width === null ? 'lg' : breakpointForWidth(container.width)];
  const clearAll = useCallback(() => {
    if (onClearAll) onClearAll();
    else
      for (const f of filters)
        if (values[f.id] !== null && values[f.id] !== undefined) onChange(f.id, null);
  }, [filters, values, onChange, onClearAll]);

  if (visible.length === 0) return null;

  return (
    <Stack
      ref={container.ref}
      gap="xs"
      data-testid="filter-bar"
      data-columns={columns}
      role="group"
      aria-label={t('filterBar.label')}
    >
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: 'var(--mantine-spacing-sm)',
          alignItems: 'end',
        }}
      >
        {visible.map((filter) => (
          <Box
            key={filter.id}
            pos="relative"
            style={{ gridColumn: `span ${span(filter, columns)}` }}
            data-testid={`filter-${filter.id}`}
          >
            {isControlledFilter(filter) && <ControlledMark filterId={filter.id} />}
            <FilterControl
              filter={filter}
              label={filter.displayName || filter.id}
              value={values[filter.id] ?? null}
              onApply={(value) => onChange(filter.id, value)}
              debounceMs={debounceMs}
              timeZone={timeZone}
              options={options?.[filter.id] ?? NO_OPTIONS}
              optionsLoading={optionsLoading?.[filter.id] ?? false}
            />
          </Box>
        ))}
      </Box>
      <FilterChips
        filters={visible}
        values={values}
        onRemove={(id) => onChange(id, null)}
        onClearAll={clearAll}
      />
    </Stack>
  );
}

/** The hub's mark on a controlled filter (shown only where it is not embedded). */
function ControlledMark({ filterId }: { filterId: string }) {
  const { t } = useDashboardTranslation();
  const text = t('filterBar.controlledHint');
  return (
    <Tooltip
      label={text}
      multiline
      w={260}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Box
        component="span"
        tabIndex={0}
        role="img"
        aria-label={text}
        data-testid={`filter-controlled-${filterId}`}
        style={{
          position: 'absolute',
          top: 2,
          right: 0,
          display: 'inline-flex',
          color: 'var(--mantine-color-dimmed)',
          cursor: 'help',
        }}
      >
        <IconPlugConnected size={15} stroke={1.6} />
      </Box>
    </Tooltip>
  );
}
