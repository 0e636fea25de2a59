import { DEFAULT_LIMIT_WHEN_ENABLED, type GenericOptions } from '@chartroom/core';
import { Stack, TextInput } from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { OptionalNumberInput } from './OptionalNumberInput';
import { OptionSwitches } from './OptionSwitches';

export interface AdvancedGenericSectionProps {
  generic: GenericOptions;
  onChange: (patch: Partial<GenericOptions>) => void;
}

const SWITCHES = ['showXAxisLabel', 'showYAxisLabel', 'showInfoTooltip'] as const;

/** limit, showInfoTooltip, showXAxisLabel, showYAxisLabel and infoText. */
export function AdvancedGenericSection({ generic, onChange }: AdvancedGenericSectionProps) {
  const { t } = useHubTranslation();
  return (
    <Stack gap="xs" data-testid="advanced-generic">
      <OptionalNumberInput
        label={t('chartBuilder.advanced.limit')}
        value={generic.limit}
        whenEnabled={DEFAULT_LIMIT_WHEN_ENABLED}
        onChange={(limit) => onChange({ limit })}
        testId="advanced-limit"
      />
      <OptionSwitches
        switches={SWITCHES.map((key) => ({ key, label: t(`chartBuilder.advanced.${key}`) }))}
        values={generic}
        defaults={{}}
        onChange={(key, checked) => onChange({ [key]: checked })}
        testPrefix="advanced"
      />
      {generic.showInfoTooltip && (
        <TextInput
          size="xs"
          label={t('chartBuilder.advanced.infoText')}
          value={generic.infoText ?? ''}
          onChange={(e) => onChange({ infoText: e.currentTarget.value })}
          data-testid="advanced-info-text"
        />
      )}
    </Stack>
  );
}
