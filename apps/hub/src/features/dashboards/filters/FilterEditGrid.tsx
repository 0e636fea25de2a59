import type { AnyDashboardFilter } from '@chartroom/core';
import { FilterControl, isControlledFilter, type DashboardFilterValue } from '@chartroom/ui';
import { ActionIcon, Box, Button, Group, Paper, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconFilterPlus,
  IconGripVertical,
  IconKey,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import GridLayout, { type Layout } from 'react-grid-layout';
import { useHubTranslation } from '../../../i18n/hub-i18n';
import type { FilterCell } from './filter-draft';
import { FILTER_GRID_COLUMNS } from './filter-editor-model';
import { cellsFor, filterGridColumns } from './filter-grid-layout';

const NO_OPTIONS: readonly string[] = [];
const ROW_HEIGHT = 44;
const MARGIN = 10;
const HANDLE = 'filter-drag-handle';

export interface FilterEditGridProps {
  filters: readonly AnyDashboardFilter[];
  values: Record<string, DashboardFilterValue>;
  onChange: (filterId: string, value: DashboardFilterValue) => void;
  options?: Record<string, readonly string[]>;
  optionsLoading?: Record<string, boolean>;
  timeZone?: string | undefined;
  /** '+ Add filter' (null hides it: no addFilter). */
  onAdd: (() => void) | null;
  onEdit: (filterId: string) => void;
  /** 'control' (null hides it). */
  onControl: ((filterId: string) => void) | null;
  onDelete: (filterId: string) => void;
  /** A move or resize ended: every filter's cell in the stored 10-column units. */
  onLayoutCommit: (cells: FilterCell[]) => void;
}

/**
 * The filters in edit mode (filters-and-rendering.md §2 "Dashboard filter bar", §6): a grid of
 * 10/8/6/4 columns where each filter moves by its handle and resizes (a new one is w 3, h 2),
 * with the edit, control and delete buttons, and '+ Add filter'.
 */
export function FilterEditGrid(props: FilterEditGridProps) {
  const { t } = useHubTranslation();
  const { ref, width } = useElementSize<HTMLDivElement>();
  const columns = filterGridColumns(width || 1200);
  const layout: Layout[] = cellsFor(props.filters, columns).map((c) => ({
    ...c,
    minW: 1,
    minH: 2,
  }));
  // Moves and resizes on the stored 10 columns only (a phone shows the filters in order).
  const editable = columns === FILTER_GRID_COLUMNS;
  const commit = (next: Layout[]) =>
    props.onLayoutCommit(next.map((l) => ({ i: l.i, x: l.x, y: l.y, w: l.w, h: l.h })));
  return (
    <Box ref={ref} data-testid="filter-edit-grid" data-columns={columns}>
      {props.onAdd && (
        <Group justify="flex-end" mb={props.filters.length > 0 ? 4 : 0}>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilterPlus size={16} />}
            onClick={props.onAdd}
            data-testid="add-filter"
          >
            {t('filterAuthoring.addFilter')}
          </Button>
        </Group>
      )}
      {width > 0 && props.filters.length > 0 && (
        <GridLayout
          width={width}
          cols={columns}
          layout={layout}
          rowHeight={ROW_HEIGHT}
          margin={[MARGIN, MARGIN]}
          containerPadding={[0, 0]}
          compactType="vertical"
          isDraggable={editable}
          isResizable={editable}
          draggableHandle={`.${HANDLE}`}
          onDragStop={commit}
          onResizeStop={commit}
        >
          {props.filters.map((filter) => (
            <div key={filter.id} data-testid={`filter-tile-${filter.id}`}>
              <Paper withBorder p={6} h="100%" style={{ overflow: 'hidden' }}>
                <Group gap={2} justify="space-between" wrap="nowrap" mb={2}>
                  {editable ? (
                    <Tooltip label={t('filterAuthoring.moveFilter')} withArrow openDelay={400}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="sm"
                        className={HANDLE}
                        style={{ cursor: 'grab' }}
                        aria-label={t('filterAuthoring.moveFilter')}
                      >
                        <IconGripVertical size={14} />
                      </ActionIcon>
                    </Tooltip>
                  ) : (
                    <span />
                  )}
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('filterAuthoring.editFilter')}
                      title={t('filterAuthoring.editFilter')}
                      onClick={() => props.onEdit(filter.id)}
                      data-testid={`filter-tile-edit-${filter.id}`}
                    >
                      <IconPencil size={14} />
                    </ActionIcon>
                    {props.onControl && (
                      <ActionIcon
                        variant={isControlledFilter(filter) ? 'light' : 'subtle'}
                        size="sm"
                        aria-label={t('filterAuthoring.controlFilter')}
                        title={t('filterAuthoring.controlFilter')}
                        onClick={() => props.onControl?.(filter.id)}
                        data-testid={`filter-tile-control-${filter.id}`}
                      >
                        <IconKey size={14} />
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={t('filterAuthoring.deleteFilter')}
                      title={t('filterAuthoring.deleteFilter')}
                      onClick={() => props.onDelete(filter.id)}
                      data-testid={`filter-tile-delete-${filter.id}`}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Group>
                </Group>
                <FilterControl
                  filter={filter}
                  label={filter.displayName || filter.id}
                  value={props.values[filter.id] ?? null}
                  onApply={(value) => props.onChange(filter.id, value)}
                  debounceMs={1000}
                  timeZone={props.timeZone}
                  options={props.options?.[filter.id] ?? NO_OPTIONS}
                  optionsLoading={props.optionsLoading?.[filter.id] ?? false}
                />
              </Paper>
            </div>
          ))}
        </GridLayout>
      )}
    </Box>
  );
}
