import type { AdvancedOptions, ChartConfigClassic } from '@chartroom/core';
import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import type { ConfigAction } from './chart-config-reducer';

export interface AdvancedPanelProps {
  config: ChartConfigClassic;
  dispatch: (action: ConfigAction) => void;
}

/** The generic and chart options of `chartConfig.advanced`. */
export function AdvancedPanel({ config, dispatch }: AdvancedPanelProps) {
  const { t } = useHubTranslation();
  const advanced = config.advanced ?? {};
  const generic = advanced.generic ?? {};
  const tremor = advanced.tremor ?? {};
  const set = (next: AdvancedOptions) => dispatch({ type: 'setAdvanced', advanced: next });
  const setGeneric = (patch: Partial<typeof generic>) =>
    set({ ...advanced, generic: { ...generic, ...patch } });
  const setTremor = (patch: Partial<typeof tremor>) =>
    set({ ...advanced, tremor: { ...tremor, ...patch } });
  const positive = (v: string | number) => (typeof v === 'number' && v >= 1 ? Math.floor(v) : null);
  return (
    <Stack gap="sm" data-testid="advanced-panel">
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t('chartBuilder.advanced.limit')}
          description={t('chartBuilder.advanced.limitHint')}
          min={1}
          value={generic.limit ?? ''}
          onChange={(v) => setGeneric({ limit: positive(v) })}
          data-testid="advanced-limit"
        />
        <NumberInput
          label={t('chartBuilder.advanced.pageOn')}
          description={t('chartBuilder.advanced.limitHint')}
          min={1}
          value={tremor.pageOn ?? ''}
          onChange={(v) => setTremor({ pageOn: positive(v) })}
          data-testid="advanced-page"
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        <Switch
          label={t('chartBuilder.advanced.showLegend')}
          checked={tremor.showLegend ?? true}
          onChange={(e) => setTremor({ showLegend: e.currentTarget.checked })}
        />
        <Switch
          label={t('chartBuilder.advanced.showGridLines')}
          checked={tremor.showGridLines ?? true}
          onChange={(e) => setTremor({ showGridLines: e.currentTarget.checked })}
        />
        <Switch
          label={t('chartBuilder.advanced.showXAxisLabel')}
          checked={generic.showXAxisLabel ?? false}
          onChange={(e) => setGeneric({ showXAxisLabel: e.currentTarget.checked })}
        />
        <Switch
          label={t('chartBuilder.advanced.showYAxisLabel')}
          checked={generic.showYAxisLabel ?? false}
          onChange={(e) => setGeneric({ showYAxisLabel: e.currentTarget.checked })}
        />
        <Switch
          label={t('chartBuilder.advanced.showInfoTooltip')}
          checked={generic.showInfoTooltip ?? false}
          onChange={(e) => setGeneric({ showInfoTooltip: e.currentTarget.checked })}
        />
      </SimpleGrid>
      {generic.showInfoTooltip && (
        <TextInput
          label={t('chartBuilder.advanced.infoText')}
          value={generic.infoText ?? ''}
          onChange={(e) => setGeneric({ infoText: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
