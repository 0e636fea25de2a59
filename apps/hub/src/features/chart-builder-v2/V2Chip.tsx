import { CloseButton, Group, Text, UnstyledButton } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';

export interface V2ChipProps {
  color: string;
  icon?: ReactNode;
  children: ReactNode;
  onClick?: () => void;
  onRemove?: () => void;
  removeLabel: string;
  testId?: string;
}

/** A header chip: a coloured pill with a label (clickable) and a remove button. */
export const V2Chip = forwardRef<HTMLButtonElement, V2ChipProps>(function V2Chip(
  { color, icon, children, onClick, onRemove, removeLabel, testId },
  ref,
) {
  return (
    <Group
      gap={0}
      wrap="nowrap"
      data-testid={testId}
      style={{
        borderRadius: 999,
        background: `var(--mantine-color-${color}-light)`,
        border: `1px solid var(--mantine-color-${color}-light-hover)`,
        color: `var(--mantine-color-${color}-light-color)`,
        maxWidth: 360,
      }}
    >
      <UnstyledButton
        ref={ref}
        onClick={onClick}
        pl={10}
        pr={onRemove ? 4 : 10}
        py={3}
        style={{ color: 'inherit', minWidth: 0, borderRadius: 999 }}
      >
        <Group gap={6} wrap="nowrap">
          {icon}
          <Text size="sm" fw={500} truncate>
            {children}
          </Text>
        </Group>
      </UnstyledButton>
      {onRemove && (
        <CloseButton
          size="sm"
          radius="xl"
          mr={3}
          onClick={onRemove}
          aria-label={removeLabel}
          style={{ color: 'inherit' }}
        />
      )}
    </Group>
  );
});
