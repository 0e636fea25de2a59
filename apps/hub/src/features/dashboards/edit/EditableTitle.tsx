import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useHubTranslation } from '../../../i18n/hub-i18n';

export interface EditableTitleProps {
  title: string;
  onChange: (title: string) => void;
}

/** Longest dashboard name the save call accepts. */
const MAX_TITLE = 500;

/**
 * The dashboard title in edit mode (dashboards.md §2): typed in place, kept in the draft and
 * saved with the next Save as the dashboard's name and `config.title`. An empty title is not
 * taken (the last one stays) and says so.
 */
export function EditableTitle({ title, onChange }: EditableTitleProps) {
  const { t } = useHubTranslation();
  const [value, setValue] = useState(title);
  const empty = value.trim() === '';
  return (
    <TextInput
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValue(next);
        if (next.trim() !== '') onChange(next.trim());
      }}
      onBlur={() => {
        if (empty) setValue(title);
      }}
      maxLength={MAX_TITLE}
      aria-label={t('dashboardEdit.titleLabel')}
      error={empty ? t('dashboardEdit.titleRequired') : undefined}
      size="md"
      radius="md"
      data-testid="dashboard-title-input"
      styles={{ input: { fontSize: 22, fontWeight: 650, minWidth: 0 } }}
      w={{ base: '100%', sm: 420 }}
      miw={180}
    />
  );
}
