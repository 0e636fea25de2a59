import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useUiTranslation } from '../i18n/i18n';

export interface PagerProps {
  /** 0-based page shown. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  testId: string;
}

/** Previous / 'Page X of Y' / next, shown only when there is more than one page. */
export function Pager({ page, pageCount, onChange, testId }: PagerProps) {
  const { t } = useUiTranslation();
  if (pageCount <= 1) return null;
  return (
    <Group justify="flex-end" gap={4} data-testid={testId}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('pager.previous')}
        disabled={page === 0}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text size="xs" c="dimmed">
        {t('pager.pageOf', { page: page + 1, count: pageCount })}
      </Text>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('pager.next')}
        disabled={page >= pageCount - 1}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
