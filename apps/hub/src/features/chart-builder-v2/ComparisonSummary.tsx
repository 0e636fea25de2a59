import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { ComparisonTotal } from './v2-comparison-summary';

const format = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 2 });

/** This period against the previous one, per comparison (under the preview). */
export function ComparisonSummary({ totals }: { totals: readonly ComparisonTotal[] }) {
  const { t } = useHubTranslation();
  return (
    <Group gap="sm" mt="sm" data-testid="comparison-summary">
      {totals.map((c) => {
        const up = (c.change ?? 0) >= 0;
        const Icon = up ? IconTrendingUp : IconTrendingDown;
        return (
          <Paper key={c.name} withBorder radius="md" px="md" py={8}>
            <Text size="xs" c="dimmed" fw={600}>
              {c.measure}
            </Text>
            <Group gap="xs" align="baseline">
              <Text fw={700} size="lg">
                {format(c.current)}
              </Text>
              {c.change === null ? (
                <Text size="xs" c="dimmed">
                  {t('chartBuilderV2.preview.noChange')}
                </Text>
              ) : (
                <Badge
                  variant="light"
                  color={up ? 'teal' : 'red'}
                  leftSection={<Icon size={12} />}
                  data-testid="comparison-change"
                >
                  {`${up ? '+' : ''}${c.change.toFixed(1)}%`}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {t('chartBuilderV2.preview.previousPeriod')} ({format(c.previous)})
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Group>
  );
}
