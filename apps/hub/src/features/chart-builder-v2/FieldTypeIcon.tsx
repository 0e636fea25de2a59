import type { DimensionType } from '@chartroom/core';
import { FIELD_TYPE_ICONS } from './chart-type-icons';

/** The icon of a field type. */
export function FieldTypeIcon({ type, size = 16 }: { type: DimensionType; size?: number }) {
  const Icon = FIELD_TYPE_ICONS[type];
  return <Icon size={size} stroke={1.7} />;
}
