import {
  Accordion,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconChartBar,
  IconCode,
  IconTable,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useBuilderMode } from './builder-mode';
import { showsAllSteps } from './builder-mode-rules';

export type BuilderStep = 'raw' | 'prep' | 'build';
const ORDER: BuilderStep[] = ['raw', 'prep', 'build'];

export interface BuilderAccordionProps {
  step: BuilderStep | null;
  onStep: (step: BuilderStep | null) => void;
  /** 'Build chart' is disabled until data prep is valid and output columns exist. */
  canBuild: boolean;
  buildBlocker: string | null;
  rawSummary: string | null;
  prepSummary: string | null;
  raw: ReactNode;
  prep: ReactNode;
  build: ReactNode;
}

function StepControl({
  n,
  icon,
  title,
  hint,
  summary,
}: {
  n: number;
  icon: ReactNode;
  title: string;
  hint: string;
  summary: string | null;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" color="violet" radius="md" size={32}>
        {icon}
      </ThemeIcon>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm">
          {n}. {title}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
      {summary && (
        <Badge variant="light" color="gray" tt="none" fw={500} mr="xs">
          {summary}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The classic builder's three steps: 'Select raw table(s)', 'Prepare data', 'Build chart'. Embedded
 * users without createChartSQL see only the chart builder tabs (charts.md §2).
 */
export function BuilderAccordion(props: BuilderAccordionProps) {
  const { t } = useHubTranslation();
  const allSteps = showsAllSteps(useBuilderMode());
  const { step, onStep, canBuild } = props;
  const nav = (current: BuilderStep) => {
    const index = ORDER.indexOf(current);
    const prev = ORDER[index - 1];
    const next = ORDER[index + 1];
    const nextDisabled = next === 'build' && !canBuild;
    return (
      <Group justify="space-between" mt="md">
        {prev ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconArrowLeft size={14} />}
            onClick={() => onStep(prev)}
            data-testid={`step-${current}-back`}
          >
            {t('chartBuilder.steps.back')}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Tooltip
            label={props.buildBlocker}
            disabled={!nextDisabled || !props.buildBlocker}
            withArrow
          >
            <Button
              variant="light"
              rightSection={<IconArrowRight size={14} />}
              onClick={() => onStep(next)}
              disabled={nextDisabled}
              data-testid={`step-${current}-next`}
            >
              {t('chartBuilder.steps.next')}
            </Button>
          </Tooltip>
        )}
      </Group>
    );
  };
  if (!allSteps) return <Box data-testid="builder-tabs-only">{props.build}</Box>;
  return (
    <Accordion
      value={step}
      onChange={(v) => onStep(v as BuilderStep | null)}
      variant="separated"
      radius="md"
      chevronPosition="right"
      data-testid="builder-accordion"
    >
      <Accordion.Item value="raw">
        <Accordion.Control data-testid="step-raw">
          <StepControl
            n={1}
            icon={<IconTable size={17} />}
            title={t('chartBuilder.steps.rawTables')}
            hint={t('chartBuilder.steps.rawTablesHint')}
            summary={props.rawSummary}
          />
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap={0}>
            {props.raw}
            {nav('raw')}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="prep">
        <Accordion.Control data-testid="step-prep">
          <StepControl
            n={2}
            icon={<IconCode size={17} />}
            title={t('chartBuilder.steps.prepareData')}
            hint={t('chartBuilder.steps.prepareDataHint')}
            summary={props.prepSummary}
          />
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap={0}>
            {props.prep}
            {nav('prep')}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="build">
        <Accordion.Control disabled={!canBuild} data-testid="step-build">
          <StepControl
            n={3}
            icon={<IconChartBar size={17} />}
            title={t('chartBuilder.steps.buildChart')}
            hint={t('chartBuilder.steps.buildChartHint')}
            summary={null}
          />
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap={0}>
            {props.build}
            {nav('build')}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
