import {
  DEFAULT_V2_COLORS,
  type ChartSettingsV2,
  type LegendPosition,
  type V2Layout,
} from '@chartroom/core';
import {
  Button,
  Code,
  Divider,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { ColorSelect } from '../chart-builder/ColorSelect';

const POSITIONS: readonly LegendPosition[] = ['Left', 'Right', 'Top', 'Bottom'];
const LAYOUTS: readonly V2Layout[] = ['Vertical', 'Horizontal'];

export interface SettingsPanelProps {
  settings: ChartSettingsV2;
  onChange: (settings: Partial<ChartSettingsV2>) => void;
  /** The config sent to the server, shown when Debug is on. */
  debugText: string;
}

/** Layout, legend (position, slider), stacking, data labels, debug and the 17 colours. */
export function SettingsPanel({ settings, onChange, debugText }: SettingsPanelProps) {
  const { t } = useHubTranslation();
  const tx = (key: string) => t(`chartBuilderV2.settings.${key}`);
  return (
    <Stack gap="sm" data-testid="settings-panel">
      <div>
        <Text size="sm" fw={500} mb={4}>
          {tx('layout')}
        </Text>
        <SegmentedControl
          fullWidth
          size="xs"
          value={settings.layout}
          onChange={(v) => onChange({ layout: v as V2Layout })}
          data={LAYOUTS.map((l) => ({ value: l, label: tx(l) }))}
          data-testid="setting-layout"
        />
      </div>
      <Switch
        label={tx('legend')}
        checked={settings.legend}
        onChange={(e) => onChange({ legend: e.currentTarget.checked })}
        data-testid="setting-legend"
      />
      <Select
        size="xs"
        label={tx('legendPosition')}
        data={POSITIONS.map((p) => ({ value: p, label: tx(p) }))}
        value={settings.legendPosition}
        onChange={(v) => v && onChange({ legendPosition: v as LegendPosition })}
        disabled={!settings.legend}
        allowDeselect={false}
        data-testid="setting-legend-position"
      />
      <Switch
        label={tx('legendSlider')}
        checked={settings.enableLegendSlider}
        onChange={(e) => onChange({ enableLegendSlider: e.currentTarget.checked })}
        disabled={!settings.legend}
        data-testid="setting-legend-slider"
      />
      <Switch
        label={tx('stacking')}
        checked={settings.stacking}
        onChange={(e) => onChange({ stacking: e.currentTarget.checked })}
        data-testid="setting-stacking"
      />
      <Switch
        label={tx('dataLabels')}
        checked={settings.showDataLabels}
        onChange={(e) => onChange({ showDataLabels: e.currentTarget.checked })}
        data-testid="setting-data-labels"
      />
      <Switch
        label={tx('debug')}
        checked={settings.debug}
        onChange={(e) => onChange({ debug: e.currentTarget.checked })}
        data-testid="setting-debug"
      />
      {settings.debug && (
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            {tx('debugConfig')}
          </Text>
          <Code block fz={11} mah={200} style={{ overflow: 'auto' }} data-testid="debug-config">
            {debugText}
          </Code>
        </div>
      )}
      <Divider />
      <Text size="sm" fw={500}>
        {tx('colors')}
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6} data-testid="setting-colors">
        {settings.colors.map((color, i) => (
          <ColorSelect
            key={i}
            size="xs"
            aria-label={t('chartBuilderV2.settings.color', { index: i + 1 })}
            value={color}
            onChange={(c) => onChange({ colors: settings.colors.map((x, j) => (j === i ? c : x)) })}
          />
        ))}
      </SimpleGrid>
      <Button
        variant="subtle"
        size="xs"
        onClick={() => onChange({ colors: [...DEFAULT_V2_COLORS] })}
        data-testid="reset-colors"
      >
        {tx('resetColors')}
      </Button>
    </Stack>
  );
}
