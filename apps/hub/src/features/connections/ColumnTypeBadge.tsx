import type { ColumnType } from '@chartroom/core';
import { Badge } from '@mantine/core';
import {
  IconAbc,
  IconCalendar,
  IconHash,
  IconQuestionMark,
  IconToggleLeft,
  IconVariable,
  type Icon,
} from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

const LOOK: Record<ColumnType, { color: string; icon: Icon }> = {
  number: { color: 'blue', icon: IconHash },
  string: { color: 'teal', icon: IconAbc },
  date: { color: 'orange', icon: IconCalendar },
  boolean: { color: 'grape', icon: IconToggleLeft },
  mixed: { color: 'gray', icon: IconVariable },
  unknown: { color: 'gray', icon: IconQuestionMark },
};

/** number / string / date / boolean / mixed, each with its colour and icon. */
export function ColumnTypeBadge({ type }: { type: ColumnType }) {
  const { t } = useHubTranslation();
  const { color, icon: TypeIcon } = LOOK[type];
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      size="sm"
      tt="none"
      leftSection={<TypeIcon size={12} stroke={2} />}
      data-type={type}
    >
      {t(`connections.columnTypes.${type}`)}
    </Badge>
  );
}
