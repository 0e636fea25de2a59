import type { ColumnType } from '@chartroom/core';
import {
  IconAbc,
  IconCalendar,
  IconHash,
  IconQuestionMark,
  IconToggleLeft,
  IconVariable,
  type Icon,
} from '@tabler/icons-react';

const LOOK: Record<ColumnType, { color: string; icon: Icon }> = {
  number: { color: 'blue', icon: IconHash },
  string: { color: 'teal', icon: IconAbc },
  date: { color: 'orange', icon: IconCalendar },
  boolean: { color: 'grape', icon: IconToggleLeft },
  mixed: { color: 'gray', icon: IconVariable },
  unknown: { color: 'gray', icon: IconQuestionMark },
};

/** A small icon for a column type, in the type's colour (as in the schema browser). */
export function ColumnIcon({ type, size = 14 }: { type: ColumnType; size?: number }) {
  const { color, icon: TypeIcon } = LOOK[type];
  return (
    <TypeIcon size={size} stroke={1.8} color={`var(--mantine-color-${color}-filled)`} aria-hidden />
  );
}
