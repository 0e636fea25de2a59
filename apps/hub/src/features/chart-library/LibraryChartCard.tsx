import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { formatDateTime } from '../../lib/format-date';
import { chartTypeIcon } from './chart-type-icon';
import type { LibraryItem } from './library-model';
import { LibraryThumbnail } from './LibraryThumbnail';

export interface LibraryChartCardProps {
  item: LibraryItem;
  inDashboard: boolean;
  copying: boolean;
  /** Another pick is under way: this card waits. */
  busy: boolean;
  onPick: () => void;
  /** Drafts only. */
  onDelete?: (() => void) | undefined;
}

/** A chart of the library: thumbnail, name, type, date, and the pick (and delete) actions. */
export function LibraryChartCard(props: LibraryChartCardProps) {
  const { item, inDashboard, copying, busy } = props;
  const { t, i18n } = useHubTranslation();
  const id = item.chartId ?? item.key;
  const pickable = !!item.chartId && !inDashboard;
  const TypeIcon = chartTypeIcon(item.type);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      shadow={copying ? 'md' : 'xs'}
      data-testid={`library-card-${id}`}
      data-in-dashboard={inDashboard ? 'true' : 'false'}
      data-state={copying ? 'copying' : 'idle'}
      style={{ opacity: busy && !copying ? 0.6 : 1, transition: 'opacity 120ms' }}
    >
      <Card.Section withBorder pos="relative">
        <LibraryThumbnail name={item.name} type={item.type} thumbnail={item.thumbnail} />
        {inDashboard && (
          <Badge
            pos="absolute"
            top={8}
            left={8}
            color="teal"
            variant="filled"
            radius="sm"
            leftSection={<IconCheck size={12} />}
            data-testid="library-in-dashboard"
          >
            {t('chartLibrary.inDashboard')}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" lineClamp={1} title={item.name}>
            {item.name}
          </Text>
          {props.onDelete && !inDashboard && (
            <Tooltip label={t('chartLibrary.deleteChart')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={props.onDelete}
                disabled={busy}
                aria-label={t('chartLibrary.deleteChart')}
                data-testid={`library-delete-${id}`}
              >
                <IconTrash size={15} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {item.prompt && (
          <Text size="xs" c="dimmed" fs="italic" lineClamp={2}>
            <IconSparkles size={11} style={{ verticalAlign: -1 }} /> “{item.prompt}”
          </Text>
        )}
        <Group gap={6} wrap="nowrap">
          <Badge
            variant="light"
            color="violet"
            radius="sm"
            tt="none"
            leftSection={<TypeIcon size={12} />}
            data-testid="library-type"
          >
            {item.type}
          </Badge>
          {item.configVersion === 'v2' && (
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {t('chartLibrary.semantic')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" ff="monospace">
            {t('chartLibrary.version', { version: item.version })}
          </Text>
          <Box style={{ flex: 1 }} />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {formatDateTime(item.date, i18n.language)}
          </Text>
        </Group>
        <Button
          mt={4}
          fullWidth
          size="xs"
          variant={inDashboard ? 'default' : 'light'}
          leftSection={
            copying ? (
              <Loader size={12} color="currentColor" />
            ) : inDashboard ? (
              <IconCheck size={14} />
            ) : (
              <IconPlus size={14} />
            )
          }
          disabled={!pickable || (busy && !copying)}
          onClick={copying ? undefined : props.onPick}
          data-testid={`library-pick-${id}`}
        >
          {copying
            ? t('chartLibrary.copying')
            : inDashboard
              ? t('chartLibrary.inDashboard')
              : t('chartLibrary.add')}
        </Button>
      </Stack>
    </Card>
  );
}
