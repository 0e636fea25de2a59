import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The chart title's info tooltip (a chunk of its own: Mantine's Tooltip and floating-ui). */
export function InfoTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} multiline w={260} withArrow>
      {children}
    </Tooltip>
  );
}
