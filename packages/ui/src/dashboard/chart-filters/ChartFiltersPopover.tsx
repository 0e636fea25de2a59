import {
  ActionIcon,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isEmptyFilterValue } from '../filter-values';
import { FilterControl } from '../filters/FilterControl';
import { FILTER_DEBOUNCE_MS } from '../grid';
import type { DashboardFilterValue } from '../types';
import { useChartFiltersTranslation } from './i18n';
import type { CardChartFilter } from './types';

export interface ChartFiltersPopoverProps {
  chartId: string;
  filters: readonly CardChartFilter[];
  values: Readonly<Record<string, DashboardFilterValue>>;
  onChange: (filterId: string, value: DashboardFilterValue) => void;
  /** Select options by filter id (at most 300, filters-and-rendering.md §5). */
  options: Readonly<Record<string, readonly string[]>>;
  optionsLoading: Readonly<Record<string, boolean>>;
  /** Called when the popover opens (the card asks for the Select options then). */
  onOpen?: () => void;
  /** The dashboard's zone (date presets). */
  timeZone?: string | undefined;
}

/**
 * The card's 'Set chart filters' popover (filters-and-rendering.md §2, chart renderer): a filter
 * button (with a dot while values are set) opening one control per chart filter. It stays open
 * while a control's own dropdown is used; Esc, the button or Close closes it.
 */
export function ChartFiltersPopover(props: ChartFiltersPopoverProps) {
  const { t } = useChartFiltersTranslation();
  const [opened, setOpened] = useState(false);
  const activeCount = props.filters.filter(
    (f) => !isEmptyFilterValue(props.values[f.filterId] ?? null),
  ).length;
  const toggle = () => {
    if (!opened) props.onOpen?.();
    setOpened((o) => !o);
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={280}
      shadow="md"
      withinPortal
      closeOnClickOutside={false}
      trapFocus={false}
    >
      <Popover.Target>
        <Tooltip label={t('setChartFilters')} withArrow disabled={opened}>
          <Indicator disabled={activeCount === 0} size={8} offset={4} color="violet">
            <ActionIcon
              size="sm"
              variant={opened || activeCount > 0 ? 'light' : 'subtle'}
              color={activeCount > 0 ? 'violet' : 'gray'}
              aria-label={t('setChartFilters')}
              aria-expanded={opened}
              onClick={toggle}
              data-testid={`chart-filters-button-${props.chartId}`}
            >
              <IconFilter size={14} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid={`chart-filters-popover-${props.chartId}`}>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('setChartFilters')}
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={t('close')}
            onClick={() => setOpened(false)}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap="sm">
            {props.filters.map((f) => (
              <FilterControl
                key={f.filterId}
                filter={{
                  id: f.filterId,
                  displayName: f.displayName,
                  filterType: f.filterType,
                  filterSubType: f.filterSubType ?? null,
                  isBound: f.isBound ?? null,
                }}
                label={f.displayName}
                value={props.values[f.filterId] ?? null}
                onApply={(value) => props.onChange(f.filterId, value)}
                debounceMs={FILTER_DEBOUNCE_MS}
                timeZone={props.timeZone}
                options={props.options[f.filterId] ?? []}
                optionsLoading={props.optionsLoading[f.filterId] ?? false}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
