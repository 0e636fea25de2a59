import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';

/** The chart library's search box (by name, type, created date) with its clear button. */
export function LibrarySearchInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useHubTranslation();
  return (
    <TextInput
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={t('chartLibrary.searchPlaceholder')}
      aria-label={t('chartLibrary.searchLabel')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        value ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => onChange('')}
            aria-label={t('chartLibrary.clearSearch')}
          >
            ×
          </ActionIcon>
        ) : null
      }
      data-testid="library-search"
    />
  );
}
