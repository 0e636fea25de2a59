import { Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCode, IconWand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';

function Entry(props: {
  to: string;
  icon: ReactNode;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={props.to}
      data-testid={props.testId}
      p="sm"
      style={{
        border: '1px dashed var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          {props.icon}
        </ThemeIcon>
        <div>
          <Text size="sm" fw={600}>
            {props.label}
          </Text>
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}

/** 'New chart' entries: the builders, told which dashboard to add the chart to. */
export function NewChartLinks({ dashboardId }: { dashboardId: string }) {
  const { t } = useHubTranslation();
  const query = `?dashboardId=${encodeURIComponent(dashboardId)}`;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Entry
        to={`/charts/new${query}`}
        icon={<IconCode size={18} />}
        label={t('chartLibrary.newChart')}
        hint={t('chartLibrary.newChartHint')}
        testId="library-new-chart"
      />
      <Entry
        to={`/charts/new/v2${query}`}
        icon={<IconWand size={18} />}
        label={t('chartLibrary.newSemanticChart')}
        hint={t('chartLibrary.newSemanticChartHint')}
        testId="library-new-semantic-chart"
      />
    </SimpleGrid>
  );
}
