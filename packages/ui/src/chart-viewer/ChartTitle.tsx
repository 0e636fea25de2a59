import { ActionIcon, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useUiTranslation } from '../i18n/i18n';

/** Loaded with the first chart that has an info text (no tooltip code in a page's initial JS). */
const InfoTooltip = lazy(async () => ({ default: (await import('./InfoTooltip')).InfoTooltip }));

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
        <Suspense fallback={<InfoIcon label={t('viewer.chartInfo')} />}>
          <InfoTooltip label={infoText}>
            <InfoIcon label={t('viewer.chartInfo')} />
          </InfoTooltip>
        </Suspense>
      )}
    </Group>
  );
}

function InfoIcon({ label }: { label: string }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="xs" aria-label={label}>
      <IconInfoCircle size={14} />
    </ActionIcon>
  );
}
