import type { DemoDashboard, DemoRole } from '@chartroom/core';
import {
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChartPie,
  IconCoin,
  IconPlayerPlayFilled,
  IconSpeakerphone,
  IconSparkles,
  IconTrendingUp,
  type Icon,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { PageHeader } from '../../components/PageHeader';
import { LoadErrorPanel, StatusPanel } from '../../components/StatusPanel';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';
import { dashboardRowQuery } from '../dashboards/dashboard-row-query';
import { demoStarted, scheduleDemoFlag } from './demo-flag';
import { useDemoDashboards } from './use-demo-dashboards';
import './demo-i18n';

/** The 'Preparing Your Insights' screen shows at least this long, the dashboard loading meanwhile. */
export const PREPARING_MIN_MS = 1200;

const ROLE_ICONS: Record<DemoRole, Icon> = {
  cfo: IconCoin,
  marketing: IconSpeakerphone,
  sales: IconTrendingUp,
  product: IconChartPie,
};

type Step = 'start' | 'role' | 'preparing';

/**
 * /demo — the demo (dashboards.md §2 Demo screens, §4; decision 025): a click-to-start screen
 * (skipped once the demo flag is set), 'Choose Your Role', then 'Preparing Your Insights' while
 * the role's seeded dashboard loads, which then opens on its own page.
 */
export function DemoPage() {
  const { t } = useHubTranslation();
  const demo = useDemoDashboards();
  const [step, setStep] = useState<Step>(() => (demoStarted() ? 'role' : 'start'));
  const [role, setRole] = useState<DemoRole | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const generate = useGenerate(setFailure);

  let content;
  if (demo.isPending) {
    content = <RolesSkeleton />;
  } else if (demo.isError) {
    content = (
      <LoadErrorPanel
        testId="demo-error"
        message={t('demo.error', { message: demo.error.message })}
        onRetry={() => void demo.refetch()}
      />
    );
  } else if (demo.data.dashboards.length === 0) {
    content = (
      <StatusPanel
        testId="demo-empty"
        icon={<IconSparkles size={28} stroke={1.5} />}
        title={t('demo.empty.title')}
        message={t('demo.empty.text')}
      />
    );
  } else if (step === 'start') {
    content = <StartScreen onStart={() => setStep('role')} />;
  } else if (step === 'preparing' && role) {
    content = <PreparingScreen role={role} />;
  } else {
    const dashboards = demo.data.dashboards;
    content = (
      <RoleScreen
        dashboards={dashboards}
        role={role}
        onRole={setRole}
        failure={failure}
        onGenerate={() => {
          const chosen = dashboards.find((d) => d.role === role);
          if (!chosen) return;
          setFailure(null);
          setStep('preparing');
          generate(chosen, () => setStep('role'));
        }}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('demo.title')}
        description={t('demo.description')}
        titleTestId="demo-title"
      />
      {content}
    </>
  );
}

/**
 * Generate: raises the demo flag 4.5 s later, loads the role's dashboard (its row, which asks
 * for its charts' data) and opens it once 'Preparing Your Insights' has shown a moment.
 */
function useGenerate(onFailure: (message: string) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const track = useUsageEvent();
  const { t } = useHubTranslation();
  return (dashboard: DemoDashboard, back: () => void) => {
    const cancelFlag = scheduleDemoFlag(dashboard.role, dashboard.dashboardId, track);
    const shown = new Promise((resolve) => setTimeout(resolve, PREPARING_MIN_MS));
    const loaded = queryClient.fetchQuery(
      dashboardRowQuery(api, dashboard.dashboardId, queryClient),
    );
    Promise.all([loaded, shown]).then(
      () => void navigate(`/dashboards/${encodeURIComponent(dashboard.dashboardId)}`),
      (error: unknown) => {
        cancelFlag();
        back();
        onFailure(t('demo.openError', { message: (error as Error).message }));
      },
    );
  };
}

function StartScreen({ onStart }: { onStart: () => void }) {
  const { t } = useHubTranslation();
  return (
    <UnstyledButton
      onClick={onStart}
      data-testid="demo-start"
      aria-label={t('demo.start.action')}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Paper
        withBorder
        radius="md"
        p="xl"
        mih={360}
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: 'pointer',
          background:
            'linear-gradient(135deg, var(--mantine-color-violet-light), var(--mantine-color-body) 70%)',
        }}
      >
        <Stack align="center" gap="md" maw={520} ta="center">
          <ThemeIcon size={72} radius="xl" variant="filled" color="violet">
            <IconPlayerPlayFilled size={34} />
          </ThemeIcon>
          <Title order={2} fz={22}>
            {t('demo.start.title')}
          </Title>
          <Text c="dimmed">{t('demo.start.text')}</Text>
          <Text fw={600} c="violet">
            {t('demo.start.action')}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

function RoleScreen({
  dashboards,
  role,
  onRole,
  failure,
  onGenerate,
}: {
  dashboards: readonly DemoDashboard[];
  role: DemoRole | null;
  onRole: (role: DemoRole) => void;
  failure: string | null;
  onGenerate: () => void;
}) {
  const { t } = useHubTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="demo-roles">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={22}>
            {t('demo.roles.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('demo.roles.text')}
          </Text>
        </Stack>
        <Radio.Group
          value={role}
          onChange={(value) => onRole(value as DemoRole)}
          aria-label={t('demo.roles.title')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {dashboards.map((d) => {
              const RoleIcon = ROLE_ICONS[d.role];
              return (
                <Radio.Card
                  key={d.role}
                  value={d.role}
                  radius="md"
                  p="md"
                  data-testid={`demo-role-${d.role}`}
                  style={{
                    borderColor: role === d.role ? 'var(--mantine-color-violet-filled)' : undefined,
                  }}
                >
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    <ThemeIcon size={40} radius="md" variant="light" color="violet">
                      <RoleIcon size={22} stroke={1.6} />
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600}>{t(`demo.roles.${d.role}.name`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`demo.roles.${d.role}.text`)}
                      </Text>
                    </Stack>
                    <Radio.Indicator />
                  </Group>
                </Radio.Card>
              );
            })}
          </SimpleGrid>
        </Radio.Group>
        {failure && (
          <Text c="red" size="sm" role="alert" data-testid="demo-failure">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            size="md"
            radius="md"
            leftSection={<IconSparkles size={18} />}
            disabled={!role}
            onClick={onGenerate}
            data-testid="demo-generate"
          >
            {t('demo.roles.generate')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function PreparingScreen({ role }: { role: DemoRole }) {
  const { t } = useHubTranslation();
  return (
    <Paper withBorder radius="md" data-testid="demo-preparing" aria-busy="true">
      <Stack align="center" justify="center" gap="md" mih={360} p="xl" ta="center">
        <Loader type="bars" color="violet" />
        <Title order={2} fz={22}>
          {t('demo.preparing.title')}
        </Title>
        <Text c="dimmed" role="status">
          {t('demo.preparing.text', { role: t(`demo.roles.${role}.name`) })}
        </Text>
      </Stack>
    </Paper>
  );
}

function RolesSkeleton() {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="demo-loading" aria-busy="true">
      <Skeleton h={24} w={220} mb="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={84} radius="md" />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
