import { ActionIcon, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { DRAG_HANDLE_CLASS } from './grid';

/**
 * The handle a card is dragged by in edit mode, with its tooltip (a chunk of its own, loaded with
 * the editable grid: Mantine's Tooltip and floating-ui stay out of a read-only page).
 */
export function DragHandle({ label, active }: { label: string; active: boolean }) {
  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        className={DRAG_HANDLE_CLASS}
        variant={active ? 'default' : 'subtle'}
        color="gray"
        size="sm"
        aria-label={label}
        style={{ cursor: 'grab', opacity: active ? 1 : 0.4 }}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
