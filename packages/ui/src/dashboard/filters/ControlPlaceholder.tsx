import { Input } from '@mantine/core';

/** Where a filter control shows while its code loads: its label over an empty, disabled input. */
export function ControlPlaceholder({ label }: { label: string }) {
  return (
    <Input.Wrapper label={label} data-testid="filter-control-loading">
      <Input disabled aria-busy="true" aria-label={label} />
    </Input.Wrapper>
  );
}
