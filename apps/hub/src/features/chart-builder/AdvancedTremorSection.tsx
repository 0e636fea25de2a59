import {
  curveTypeSchema,
  DEFAULT_PAGE_SIZE_WHEN_ENABLED,
  type ChartType,
  type TremorOptions,
} from '@chartroom/core';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { TREMOR_DEFAULTS, tremorFeatures } from './advanced-groups';
import { OptionalNumberInput } from './OptionalNumberInput';
import { OptionSwitches } from './OptionSwitches';

export interface AdvancedTremorSectionProps {
  type: ChartType;
  tremor: TremorOptions;
  onChange: (patch: Partial<TremorOptions>) => void;
}

type TremorSwitch = Exclude<keyof typeof TREMOR_DEFAULTS, 'curveType'>;

const COMMON: TremorSwitch[] = ['showLegend', 'enableLegendSlider', 'showTooltip', 'showAnimation'];
const AXES: TremorSwitch[] = [
  'showXAxis',
  'showYAxis',
  'showXAxisLine',
  'showYAxisLine',
  'showGridLines',
  'startEndOnly',
  'useCustomMax',
];
const LINES: TremorSwitch[] = ['connectNulls'];

const numberOrNull = (v: string | number) => (typeof v === 'number' ? v : null);

/** The tremor options (legend, tooltip, axes, paging, curves, custom tooltip) for the type. */
export function AdvancedTremorSection({ type, tremor, onChange }: AdvancedTremorSectionProps) {
  const { t } = useHubTranslation();
  const features = tremorFeatures(type);
  const keys = [...COMMON, ...(features.axes ? AXES : []), ...(features.lines ? LINES : [])];
  const tooltip = tremor.customTooltipContent ?? {};
  return (
    <Stack gap="xs" data-testid="advanced-tremor">
      {features.paging && (
        <OptionalNumberInput
          label={t('chartBuilder.advanced.pageOn')}
          value={tremor.pageOn}
          whenEnabled={DEFAULT_PAGE_SIZE_WHEN_ENABLED}
          onChange={(pageOn) => onChange({ pageOn })}
          testId="advanced-page"
        />
      )}
      <OptionSwitches
        switches={keys.map((key) => ({ key, label: t(`chartBuilder.advanced.${key}`) }))}
        values={tremor}
        defaults={TREMOR_DEFAULTS}
        onChange={(key, checked) => onChange({ [key]: checked })}
        testPrefix="advanced"
      />
      <SimpleGrid cols={3} spacing="xs">
        {features.axes && (tremor.useCustomMax ?? false) && (
          <>
            <NumberInput
              size="xs"
              label={t('chartBuilder.advanced.minValue')}
              value={tremor.minValue ?? ''}
              onChange={(v) => onChange({ minValue: numberOrNull(v) })}
              data-testid="advanced-min-value"
            />
            <NumberInput
              size="xs"
              label={t('chartBuilder.advanced.maxValue')}
              value={tremor.maxValue ?? ''}
              onChange={(v) => onChange({ maxValue: numberOrNull(v) })}
              data-testid="advanced-max-value"
            />
          </>
        )}
        {features.lines && (
          <Select
            size="xs"
            label={t('chartBuilder.advanced.curveType')}
            data={curveTypeSchema.options.map((value) => ({
              value,
              label: t(`chartBuilder.advanced.curves.${value}`),
            }))}
            value={tremor.curveType ?? TREMOR_DEFAULTS.curveType}
            allowDeselect={false}
            onChange={(v) => v && onChange({ curveType: v as TremorOptions['curveType'] })}
            data-testid="advanced-curve-type"
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          size="xs"
          label={t('chartBuilder.advanced.tooltipHeader')}
          placeholder="{label}"
          value={tooltip.header ?? ''}
          onChange={(e) =>
            onChange({ customTooltipContent: { ...tooltip, header: e.currentTarget.value } })
          }
          data-testid="advanced-tooltip-header"
        />
        <TextInput
          size="xs"
          label={t('chartBuilder.advanced.tooltipEntry')}
          placeholder="{name}: {value}"
          value={tooltip.entry ?? ''}
          onChange={(e) =>
            onChange({ customTooltipContent: { ...tooltip, entry: e.currentTarget.value } })
          }
          data-testid="advanced-tooltip-entry"
        />
      </SimpleGrid>
    </Stack>
  );
}
