import { HEATMAP_DEFAULT_COLUMNS_PER_PAGE, type HeatmapOptions } from '@chartroom/core';
import { Stack } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { HEATMAP_DEFAULTS } from './advanced-groups';
import { OptionalNumberInput } from './OptionalNumberInput';
import { OptionSwitches } from './OptionSwitches';

export interface AdvancedHeatmapSectionProps {
  heatmap: HeatmapOptions;
  onChange: (patch: Partial<HeatmapOptions>) => void;
}

const SWITCHES = ['showXAxis', 'showYAxis', 'labelCells', 'startEndOnly'] as const;

/** Heat map axes, cell labels, start/end labels only, and columns per page (default 10). */
export function AdvancedHeatmapSection({ heatmap, onChange }: AdvancedHeatmapSectionProps) {
  const { t } = useHubTranslation();
  return (
    <Stack gap="xs" data-testid="advanced-heatmap">
      <OptionalNumberInput
        label={t('chartBuilder.advanced.columnsPerPage')}
        value={heatmap.pageOn}
        whenEnabled={HEATMAP_DEFAULT_COLUMNS_PER_PAGE}
        onChange={(pageOn) => onChange({ pageOn })}
        testId="advanced-heatmap-page"
      />
      <OptionSwitches
        switches={SWITCHES.map((key) => ({ key, label: t(`chartBuilder.advanced.${key}`) }))}
        values={heatmap}
        defaults={HEATMAP_DEFAULTS}
        onChange={(key, checked) => onChange({ [key]: checked })}
        testPrefix="advanced-heatmap"
      />
    </Stack>
  );
}
