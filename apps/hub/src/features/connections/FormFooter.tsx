import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** Buttons that stay in view at the bottom of a long dialog (the modal content scrolls). */
export function FormFooter({ children }: { children: ReactNode }) {
  return (
    <Stack
      gap="sm"
      mt="lg"
      mx="calc(var(--mantine-spacing-md) * -1)"
      mb="calc(var(--mantine-spacing-md) * -1)"
      p="md"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {children}
    </Stack>
  );
}
