import { Input, Switch } from '@mantine/core';
import type { FilterControlProps } from './control-props';

/** Toggle: applied at once (a switch has no typing to wait for). */
export function ToggleFilter({ filter, label, value, onApply, disabled }: FilterControlProps) {
  return (
    <Input.Wrapper label={label}>
      <Switch
        mt={8}
        checked={value === true}
        disabled={disabled}
        onChange={(event) => onApply(event.currentTarget.checked ? true : null)}
        data-testid={`filter-input-${filter.id}`}
        aria-label={label}
      />
    </Input.Wrapper>
  );
}
