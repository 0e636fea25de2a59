import { NumberInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';

export interface NumberFilterInputProps {
  label: string;
  description: string | undefined;
  placeholder: string;
  /** The draft value; `null` when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  testId: string;
  disabled?: boolean | undefined;
}

/** The Number Equal to filter's input (a chunk of its own: Mantine's NumberInput). */
export function NumberFilterInput({
  label,
  description,
  placeholder,
  value,
  onChange,
  onKeyDown,
  testId,
  disabled,
}: NumberFilterInputProps) {
  return (
    <NumberInput
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description']}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={(next) =>
        onChange(typeof next === 'number' ? next : next === '' ? null : Number(next))
      }
      onKeyDown={onKeyDown}
      data-testid={testId}
      disabled={disabled}
    />
  );
}
