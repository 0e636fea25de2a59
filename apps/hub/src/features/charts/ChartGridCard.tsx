import { ActionIcon, Badge, Box, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { formatDateTime, formatRelative } from '../../lib/format-date';
import { chartTypeIcon } from '../chart-library/chart-type-icon';
import type { LibraryItem } from '../chart-library/library-model';
import { LibraryThumbnail } from '../chart-library/LibraryThumbnail';

export interface ChartGridCardProps {
  item: LibraryItem;
  href: string;
  /** Drafts only: asks to delete the chart (the page confirms). */
  onDelete?: (() => void) | undefined;
}

/**
 * A chart of the charts page: its thumbnail (else its type icon), name, type, status, version and
 * last save. The name is the link to the builder; the picture links there too, out of the tab
 * order (one stop per card, plus the delete button of a draft).
 */
export function ChartGridCard({ item, href, onDelete }: ChartGridCardProps) {
  const { t, i18n } = useHubTranslation();
  const id = item.chartId ?? item.key;
  const compact = useMediaQuery('(max-width: 35.99em)') ?? false;
  const picture = (
    <Link
      to={href}
      tabIndex={-1}
      aria-hidden
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <LibraryThumbnail name={item.name} type={item.type} thumbnail={item.thumbnail} />
    </Link>
  );
  const details = (
    <Stack gap={6} mt={compact ? 0 : 'sm'}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text
            c="violet"
            span
            style={{ display: 'flex', flexShrink: 0 }}
            data-testid="library-chart-type-icon"
          >
            {createElement(chartTypeIcon(item.type), {
              size: 18,
              stroke: 1.6,
              'aria-hidden': true,
            })}
          </Text>
          <Text
            component={Link}
            to={href}
            fw={600}
            size="sm"
            lineClamp={2}
            className="hub-row-link"
            title={item.name}
            data-testid={`chart-link-${id}`}
          >
            {item.name}
          </Text>
        </Group>
        {onDelete && (
          <Tooltip label={t('chartLibrary.deleteChart')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              onClick={onDelete}
              aria-label={t('chartLibrary.page.deleteNamed', { name: item.name })}
              data-testid={`library-chart-delete-${id}`}
            >
              <IconTrash size={15} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="library-chart-type" lineClamp={1}>
          {item.configVersion === 'v2'
            ? t(`chartBuilderV2.types.${item.type}`, { defaultValue: item.type })
            : item.type}
        </Text>
        <Box style={{ flex: 1 }} />
        <Badge
          variant="light"
          color={item.published ? 'teal' : 'gray'}
          radius="sm"
          size="sm"
          data-testid="library-chart-status"
        >
          {item.published ? t('list.published') : t('list.draft')}
        </Badge>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" ff="monospace">
          {t('chartLibrary.version', { version: item.version })}
        </Text>
        <Box style={{ flex: 1 }} />
        <Tooltip label={formatDateTime(item.date, i18n.language)} withArrow>
          <Text size="xs" c="dimmed" span>
            {formatRelative(item.date, i18n.language)}
          </Text>
        </Tooltip>
      </Group>
    </Stack>
  );
  const card = {
    withBorder: true,
    radius: 'md',
    padding: 'sm',
    shadow: 'xs',
    'data-testid': `library-chart-${id}`,
    'data-type': item.type,
  } as const;
  // Phones: a row (small picture beside the text), so a screen holds several charts.
  if (compact) {
    return (
      <Card {...card}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Box
            w={112}
            style={{
              flexShrink: 0,
              borderRadius: 'var(--mantine-radius-sm)',
              overflow: 'hidden',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            {picture}
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }}>{details}</Box>
        </Group>
      </Card>
    );
  }
  return (
    <Card {...card}>
      <Card.Section withBorder>{picture}</Card.Section>
      {details}
    </Card>
  );
}
