import type { ConnectionType } from '@chartroom/client';
import { Badge, ThemeIcon } from '@mantine/core';
import { ENGINE_LOOK } from './engines';

/** The engine's name on a light badge with its icon. */
export function EngineBadge({ type }: { type: ConnectionType }) {
  const { label, icon: Icon, color } = ENGINE_LOOK[type];
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      fw={600}
      leftSection={<Icon size={13} stroke={1.8} />}
    >
      {label}
    </Badge>
  );
}

/** The engine's icon in a tinted square (list rows, page headers). */
export function EngineIcon({ type, size = 36 }: { type: ConnectionType; size?: number }) {
  const { icon: Icon, color, label } = ENGINE_LOOK[type];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-label={label}>
      <Icon size={Math.round(size * 0.55)} stroke={1.6} />
    </ThemeIcon>
  );
}
