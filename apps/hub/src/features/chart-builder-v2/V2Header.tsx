import type { ChartTypeV2, TableSchemaEntry } from '@chartroom/core';
import { ActionIcon, Badge, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilter, IconMessageChatbot } from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { useBuilderMode } from '../chart-builder/builder-mode';
import { PublishedBadge } from '../chart-builder/BuilderFooter';
import { BuilderTitle } from '../chart-builder/BuilderTitle';
import { TablePicker } from '../chart-builder/TablePicker';
import { CHART_TYPE_ICONS } from './chart-type-icons';
import { V2_CHART_TYPES } from './v2-fields';

export type V2Panel = 'settings' | 'filters' | 'askDash' | null;

export interface V2HeaderProps {
  name: string;
  onName: (name: string) => void;
  /** Null for a new chart not saved yet. */
  version: number | null;
  published: boolean;
  /** The offered tables (limited to the dashboard's selected_table when embedded). */
  tables: readonly TableSchemaEntry[];
  connectionId: string | null;
  table: string | null;
  onTable: (table: string) => void;
  tableDisabled: boolean;
  chartType: ChartTypeV2;
  onChartType: (type: ChartTypeV2) => void;
  panel: V2Panel;
  onPanel: (panel: V2Panel) => void;
}

/** Title (shared with the classic header); table picker, chart type and panel toggles. */
export function V2Header(props: V2HeaderProps) {
  const { t } = useHubTranslation();
  const mode = useBuilderMode();
  const TypeIcon = CHART_TYPE_ICONS[props.chartType];
  const toggle = (panel: Exclude<V2Panel, null>) =>
    props.onPanel(props.panel === panel ? null : panel);
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="lg" mb="sm">
      <BuilderTitle
        name={props.name}
        onName={props.onName}
        nameLabel={t('chartBuilderV2.nameLabel')}
        namePlaceholder={t('chartBuilderV2.namePlaceholder')}
        backLabel={t('chartBuilderV2.back')}
        badges={
          <>
            <Badge variant="light" color="violet" radius="sm">
              {t('chartBuilderV2.badge')}
            </Badge>
            {!mode.embedded && <PublishedBadge published={props.published} />}
          </>
        }
        version={props.version}
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TablePicker
          w={200}
          label={t('chartBuilderV2.table')}
          placeholder={t('chartBuilderV2.tablePlaceholder')}
          tables={props.tables}
          connectionId={props.connectionId}
          table={props.table}
          onTable={props.onTable}
          disabled={props.tableDisabled}
        />
        <Select
          w={170}
          label={t('chartBuilderV2.chartType')}
          data={V2_CHART_TYPES.map((type) => ({
            value: type,
            label: t(`chartBuilderV2.types.${type}`),
          }))}
          value={props.chartType}
          onChange={(v) => v && props.onChartType(v as ChartTypeV2)}
          allowDeselect={false}
          leftSection={<TypeIcon size={16} />}
          renderOption={({ option }) => {
            const Icon = CHART_TYPE_ICONS[option.value as ChartTypeV2];
            return (
              <Group gap={8} wrap="nowrap">
                <Icon size={16} stroke={1.6} />
                <Text size="sm">{option.label}</Text>
              </Group>
            );
          }}
          data-testid="chart-type"
        />
        <Tooltip label={t('chartBuilderV2.panels.settings')} withArrow>
          <ActionIcon
            size={36}
            variant={props.panel === 'settings' ? 'filled' : 'default'}
            onClick={() => toggle('settings')}
            aria-label={t('chartBuilderV2.panels.settings')}
            aria-pressed={props.panel === 'settings'}
            data-testid="toggle-settings"
          >
            <IconAdjustmentsHorizontal size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chartBuilder.tabs.filters')} withArrow>
          <ActionIcon
            size={36}
            variant={props.panel === 'filters' ? 'filled' : 'default'}
            onClick={() => toggle('filters')}
            aria-label={t('chartBuilder.tabs.filters')}
            aria-pressed={props.panel === 'filters'}
            data-testid="toggle-filters"
          >
            <IconFilter size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('chartBuilderV2.panels.askDash')} withArrow>
          <ActionIcon
            size={36}
            variant={props.panel === 'askDash' ? 'filled' : 'default'}
            onClick={() => toggle('askDash')}
            aria-label={t('chartBuilderV2.panels.askDash')}
            aria-pressed={props.panel === 'askDash'}
            data-testid="toggle-ask-dash"
          >
            <IconMessageChatbot size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
