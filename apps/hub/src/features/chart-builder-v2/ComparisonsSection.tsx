import type { ChartConfigV2, DimensionType } from '@chartroom/core';
import { Alert, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconArrowsDiff, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { addPreviousPeriod, canComparePreviousPeriod } from './v2-comparison-rules';
import type { V2Action } from './v2-config-reducer';

export interface ComparisonsSectionProps {
  config: ChartConfigV2;
  types: ReadonlyMap<string, DimensionType>;
  dispatch: (action: V2Action) => void;
}

/**
 * 'Previous period' per measure: enabled only with exactly one date filter, otherwise shown
 * disabled with the title 'Requires exactly one date filter'; a forced click alerts the spec's text.
 */
export function ComparisonsSection({ config, types, dispatch }: ComparisonsSectionProps) {
  const { t } = useHubTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const enabled = canComparePreviousPeriod(config, types);
  const requires = t('chartBuilderV2.sidebar.requiresDateFilter');

  const add = (measure: string) => {
    const result = addPreviousPeriod(config, measure, types);
    if (!result.ok) {
      setAlert(t('chartBuilderV2.sidebar.noDateFilter'));
      return;
    }
    setAlert(null);
    dispatch({ type: 'replace', config: result.config });
  };

  if (config.measures.length === 0) {
    return (
      <Text size="xs" c="dimmed" px={8} py={4}>
        {t('chartBuilderV2.sidebar.needsMeasure')}
      </Text>
    );
  }
  return (
    <Stack gap={6} px={4}>
      {config.measures.map((m) => {
        const added = config.comparisons.some((c) => c.measure === m.name);
        return (
          <Tooltip key={m.name} label={requires} disabled={enabled} withArrow position="right">
            <Button
              variant="light"
              color="grape"
              size="xs"
              fullWidth
              leftSection={<IconArrowsDiff size={14} />}
              rightSection={added ? <IconCheck size={14} /> : undefined}
              title={enabled ? undefined : requires}
              data-disabled={!enabled || undefined}
              aria-disabled={!enabled}
              onClick={() => !added && add(m.name)}
              data-testid="add-previous-period"
              data-added={added}
              h="auto"
              py={6}
              // A long measure name wraps instead of being cut off in the narrow sidebar.
              styles={{
                inner: { justifyContent: 'flex-start' },
                label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35, flex: 1 },
              }}
            >
              {t('chartBuilderV2.sidebar.previousPeriodOf', { measure: m.name })}
            </Button>
          </Tooltip>
        );
      })}
      {alert && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          role="alert"
          icon={<IconAlertTriangle size={16} />}
          withCloseButton
          onClose={() => setAlert(null)}
          data-testid="comparison-alert"
        >
          <Text size="xs">{alert}</Text>
        </Alert>
      )}
    </Stack>
  );
}
