import type { ChartTypeV2, TableSchemaEntry } from '@chartroom/core';
import { ActionIcon, Anchor, Badge, Group, Select, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowLeft,
  IconMessageChatbot,
  IconTable,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { PublishedBadge } from '../chart-builder/BuilderFooter';
import { tableLabel, tableRef } from '../connections/schema-model';
import { CHART_TYPE_ICONS } from './chart-type-icons';
import { V2_CHART_TYPES } from './v2-fields';

export type V2Panel = 'settings' | 'askDash' | null;

export interface V2HeaderProps {
  name: string;
  onName: (name: string) => void;
  version: number;
  published: boolean;
  tables: readonly TableSchemaEntry[];
  table: string | null;
  onTable: (table: string) => void;
  tableDisabled: boolean;
  chartType: ChartTypeV2;
  onChartType: (type: ChartTypeV2) => void;
  panel: V2Panel;
  onPanel: (panel: V2Panel) => void;
}

/** Back link, editable name, status and version; table picker, chart type and panel toggles. */
export function V2Header(props: V2HeaderProps) {
  const { t } = useHubTranslation();
  const TypeIcon = CHART_TYPE_ICONS[props.chartType];
  const toggle = (panel: Exclude<V2Panel, null>) =>
    props.onPanel(props.panel === panel ? null : panel);
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="lg" mb="sm">
      <div style={{ minWidth: 0, flex: 1 }}>
        <Anchor component={Link} to="/charts" size="sm" c="dimmed" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('chartBuilderV2.back')}
          </Group>
        </Anchor>
        <Group gap="sm" wrap="nowrap" mt={4}>
          <TextInput
            variant="unstyled"
            aria-label={t('chartBuilderV2.nameLabel')}
            placeholder={t('chartBuilderV2.namePlaceholder')}
            value={props.name}
            onChange={(e) => props.onName(e.currentTarget.value)}
            styles={{
              input: { fontSize: 24, fontWeight: 650, letterSpacing: '-0.01em', height: 40 },
            }}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="chart-name"
          />
          <Badge variant="light" color="violet" radius="sm">
            {t('chartBuilderV2.badge')}
          </Badge>
          <PublishedBadge published={props.published} />
          <Text size="sm" c="dimmed" ff="monospace" data-testid="chart-version">
            v{props.version}
          </Text>
        </Group>
      </div>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {props.tables.length > 0 && (
          <Select
            w={200}
            label={t('chartBuilderV2.table')}
            placeholder={t('chartBuilderV2.tablePlaceholder')}
            data={props.tables.map((e) => ({ value: tableRef(e), label: tableLabel(e) }))}
            value={props.table}
            onChange={(v) => v && v !== props.table && props.onTable(v)}
            disabled={props.tableDisabled}
            allowDeselect={false}
            searchable
            leftSection={<IconTable size={16} />}
            data-testid="table-picker"
          />
        )}
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
