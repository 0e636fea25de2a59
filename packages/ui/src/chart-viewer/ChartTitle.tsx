import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useUiTranslation } from '../i18n/i18n';

export interface ChartTitleProps {
  title: string;
  size?: 'small' | 'large';
  /** Shown in an info tooltip next to the title when set. */
  infoText?: string | null;
  /** Font weight of the dashboard theme's card titles (default 600). */
  weight?: number;
  /** Placement of the dashboard theme's card titles (default left). */
  position?: 'left' | 'center' | 'right';
}

/** A chart's title, top-left, with an optional info tooltip. */
export function ChartTitle({ title, size, infoText, weight, position }: ChartTitleProps) {
  const { t } = useUiTranslation();
  const justify =
    position === 'center' ? 'center' : position === 'right' ? 'flex-end' : 'flex-start';
  return (
    <Group gap={4} wrap="nowrap" mih={24} justify={justify}>
      <Text
        component="h3"
        m={0}
        fw={weight ?? 600}
        size={size === 'large' ? 'lg' : 'sm'}
        truncate="end"
        data-testid="chart-viewer-title"
        style={{ minWidth: 0 }}
      >
        {title}
      </Text>
      {infoText && (
        <Tooltip label={infoText} multiline w={260} withArrow>
          <ActionIcon variant="subtle" color="gray" size="xs" aria-label={t('viewer.chartInfo')}>
            <IconInfoCircle size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
