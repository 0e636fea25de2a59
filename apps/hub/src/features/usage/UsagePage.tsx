import type { Usage } from '@chartroom/client';
import { USAGE_PERIODS } from '@chartroom/core';
import { ChartViewer } from '@chartroom/ui';
import {
  ActionIcon,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Text,
  Tooltip,
  useComputedColorScheme,
} from '@mantine/core';
import { IconActivity, IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { StatusScreen } from '../../components/StatusScreen';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { usageCharts, type UsageChartTexts } from './usage-charts';
import { useUsage } from './use-usage';
import './usage-i18n';

const CHART_HEIGHT = 320;
const DEFAULT_DAYS = 30;

/** /usage — the organisation's usage analytics (admins): views, dashboards, tenants, events. */
export function UsagePage() {
  const { t } = useHubTranslation();
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const usage = useUsage(days);

  return (
    <>
      <PageHeader
        title={t('usage.title')}
        description={t('usage.description')}
        titleTestId="usage-title"
        actions={
          <>
            <Tooltip label={t('usage.refresh')} withArrow>
              <ActionIcon
                variant="default"
                size="lg"
                radius="md"
                aria-label={t('usage.refresh')}
                loading={usage.isFetching}
                onClick={() => void usage.refetch()}
              >
                <IconRefresh size={18} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          </>
        }
      />
      <SegmentedControl
        fullWidth
        maw={{ base: '100%', xs: 420 }}
        mb="md"
        aria-label={t('usage.period')}
        data-testid="usage-period"
        value={String(days)}
        onChange={(value) => setDays(Number(value))}
        data={USAGE_PERIODS.map((n) => ({
          value: String(n),
          label: t('usage.lastDays', { count: n }),
        }))}
      />
      {usage.isPending ? (
        <UsageSkeleton />
      ) : usage.isError && !usage.data ? (
        <Paper withBorder radius="md">
          <StatusScreen
            testId="usage-error"
            color="red"
            icon={<IconAlertTriangle size={28} stroke={1.5} />}
            title={t('errors.title')}
            message={t('usage.error', { message: usage.error.message })}
            action={{ label: t('common.retry'), onClick: () => void usage.refetch() }}
            minHeight={360}
          />
        </Paper>
      ) : usage.data.totalEvents === 0 ? (
        <Paper withBorder radius="md">
          <StatusScreen
            testId="usage-empty"
            icon={<IconActivity size={28} stroke={1.5} />}
            title={t('usage.empty.title')}
            message={t('usage.empty.text')}
            minHeight={360}
          />
        </Paper>
      ) : (
        <UsageBody usage={usage.data} />
      )}
    </>
  );
}

function UsageBody({ usage }: { usage: Usage }) {
  const { t } = useHubTranslation();
  const colorScheme = useComputedColorScheme('light');
  const charts = useMemo(() => {
    const texts: UsageChartTexts = {
      viewsPerDay: t('usage.charts.viewsPerDay'),
      topDashboards: t('usage.charts.topDashboards'),
      activeTenants: t('usage.charts.activeTenants'),
      eventsByName: t('usage.charts.eventsByName'),
      day: t('usage.columns.day'),
      embedded: t('usage.columns.embedded'),
      hub: t('usage.columns.hub'),
      views: t('usage.columns.views'),
      events: t('usage.columns.events'),
      dashboard: t('usage.columns.dashboard'),
      tenant: t('usage.columns.tenant'),
      lastSeen: t('usage.columns.lastSeen'),
      event: t('usage.columns.event'),
      missingDashboard: (id) => t('usage.missingDashboard', { id }),
    };
    return usageCharts(usage, texts);
  }, [usage, t]);

  const totals = [
    { key: 'views', value: usage.totalViews },
    { key: 'events', value: usage.totalEvents },
    { key: 'tenants', value: usage.activeTenants.length },
  ] as const;

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="md">
        {totals.map((total) => (
          <Paper
            key={total.key}
            withBorder
            radius="md"
            p="md"
            data-testid={`usage-total-${total.key}`}
          >
            <Text size="sm" c="dimmed">
              {t(`usage.totals.${total.key}`)}
            </Text>
            <Text fz={28} fw={650} lh={1.2}>
              {total.value.toLocaleString()}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {charts.map((chart) => (
          <Paper
            key={chart.key}
            withBorder
            radius="md"
            p="md"
            data-testid={`usage-chart-${chart.key}`}
          >
            {chart.data.rows.length === 0 && chart.key === 'active-tenants' ? (
              <>
                <Text fw={600} mb="xs">
                  {t('usage.charts.activeTenants')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('usage.noTenants')}
                </Text>
              </>
            ) : (
              <ChartViewer
                name={String(chart.config.title)}
                config={chart.config}
                data={chart.data}
                loading={false}
                colorScheme={colorScheme}
                height={CHART_HEIGHT}
                bare
              />
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}

function UsageSkeleton() {
  return (
    <div data-testid="usage-loading" aria-busy="true">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={84} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={CHART_HEIGHT + 32} radius="md" />
        ))}
      </SimpleGrid>
    </div>
  );
}
