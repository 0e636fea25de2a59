import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useDashboardTranslation } from './i18n';

export interface CardEditActionsProps {
  chartId: string;
  /** Opens the chart in the chart sidebar; omitted: no edit button. */
  onEdit?: (chartId: string) => void;
  /** Removes the chart from the dashboard; omitted: no remove button. */
  onRemove?: (chartId: string) => void;
}

/**
 * The edit and remove buttons of a card (dashboards.md §2 "Chart cards show a drag handle and
 * edit/remove buttons on hover"): pass them as ChartCard's `controls`, which shows them on
 * hover and on keyboard focus. Used by the hub's edit mode and by tenant editors.
 */
export function CardEditActions({ chartId, onEdit, onRemove }: CardEditActionsProps) {
  const { t } = useDashboardTranslation();
  return (
    <>
      {onEdit && (
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={t('canvas.editChart')}
          title={t('canvas.editChart')}
          onClick={() => onEdit(chartId)}
          data-testid={`card-edit-${chartId}`}
        >
          <IconPencil size={14} />
        </ActionIcon>
      )}
      {onRemove && (
        <ActionIcon
          variant="default"
          color="red"
          size="sm"
          aria-label={t('canvas.removeChart')}
          title={t('canvas.removeChart')}
          onClick={() => onRemove(chartId)}
          data-testid={`card-remove-${chartId}`}
        >
          <IconTrash size={14} />
        </ActionIcon>
      )}
    </>
  );
}
