import type { AdvancedOptions, ChartConfigClassic, OutputColumn } from '@chartroom/core';
import { Divider, Stack } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { AdvancedGenericSection } from './AdvancedGenericSection';
import { AdvancedHeatmapSection } from './AdvancedHeatmapSection';
import { AdvancedTableSection } from './AdvancedTableSection';
import { AdvancedTremorSection } from './AdvancedTremorSection';
import { advancedGroups } from './advanced-groups';
import type { ConfigAction } from './chart-config-reducer';

export interface AdvancedPanelProps {
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
}

/** `chartConfig.advanced`: the generic, tremor, table and heat map groups the type uses. */
export function AdvancedPanel({ config, columns, dispatch }: AdvancedPanelProps) {
  const { t } = useHubTranslation();
  const advanced = config.advanced ?? {};
  const groups = advancedGroups(config.type);
  const patch = <K extends keyof AdvancedOptions>(group: K, change: AdvancedOptions[K]) =>
    dispatch({
      type: 'setAdvanced',
      advanced: { ...advanced, [group]: { ...advanced[group], ...change } },
    });
  const divider = (group: string) => (
    <Divider label={t(`chartBuilder.advanced.groups.${group}`)} labelPosition="left" />
  );
  return (
    <Stack gap="sm" data-testid="advanced-panel">
      {groups.includes('generic') && (
        <>
          {divider('generic')}
          <AdvancedGenericSection
            generic={advanced.generic ?? {}}
            onChange={(change) => patch('generic', change)}
          />
        </>
      )}
      {groups.includes('tremor') && (
        <>
          {divider('tremor')}
          <AdvancedTremorSection
            type={config.type}
            tremor={advanced.tremor ?? {}}
            onChange={(change) => patch('tremor', change)}
          />
        </>
      )}
      {groups.includes('table') && (
        <>
          {divider('table')}
          <AdvancedTableSection
            table={advanced.table ?? {}}
            columns={columns}
            onChange={(change) => patch('table', change)}
          />
        </>
      )}
      {groups.includes('heatmap') && (
        <>
          {divider('heatmap')}
          <AdvancedHeatmapSection
            heatmap={advanced.heatmap ?? {}}
            onChange={(change) => patch('heatmap', change)}
          />
        </>
      )}
    </Stack>
  );
}
