import type { ChartConfigV2, ChartDocument, ChartV2Filter } from '@chartroom/core';
import { Button, Group, Menu, Paper, Popover, Text, TextInput } from '@mantine/core';
import { IconArrowsDiff, IconCalendar, IconFilter, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { FIELD_TYPE_COLORS } from './chart-type-icons';
import { FieldTypeIcon } from './FieldTypeIcon';
import { FilterEditor } from './FilterEditor';
import { V2Chip } from './V2Chip';
import type { V2Action } from './v2-config-reducer';
import { rangePreset } from './v2-date-range';
import { measureAggregationChoices, V2_BUCKETINGS, type V2Field } from './v2-fields';
import { filterValueText } from './v2-filter-storage';

export interface ChipsBarProps {
  config: ChartConfigV2;
  fields: readonly V2Field[];
  document: ChartDocument;
  connection: string | null;
  dispatch: (action: V2Action) => void;
}

/** 'Filter:' with the filter chips and 'Add filter'; 'Show:' with dimensions, measures, comparisons. */
export function ChipsBar(props: ChipsBarProps) {
  const { t } = useHubTranslation();
  const { config, dispatch } = props;
  const remove = t('chartBuilderV2.chips.remove');
  const label = (
    text: string, // 'Filter:' / 'Show:'
  ) => (
    <Text
      size="xs"
      fw={700}
      c="dimmed"
      tt="uppercase"
      w={52}
      h={30}
      // Level with the first row of chips when they wrap onto more rows.
      style={{ letterSpacing: '0.05em', flexShrink: 0, display: 'flex', alignItems: 'center' }}
    >
      {text}
    </Text>
  );
  return (
    <Paper withBorder radius="md" px="md" py={8} mb="md" data-testid="chips-bar">
      <Group gap="sm" wrap="nowrap" align="flex-start" mih={32} data-testid="filter-chips">
        {label(t('chartBuilderV2.chips.filter'))}
        <Group gap={6} mih={30}>
          {config.filters.map((filter, index) => (
            <FilterChip key={`${filter.field}-${index}`} {...props} filter={filter} index={index} />
          ))}
          <AddFilterButton {...props} />
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap" align="flex-start" mih={32} mt={4} data-testid="show-chips">
        {label(t('chartBuilderV2.chips.show'))}
        <Group gap={6} mih={30}>
          {config.dimensions.length + config.measures.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('chartBuilderV2.chips.nothingShown')}
            </Text>
          )}
          {config.dimensions.map((d) => (
            <Menu key={d.field} position="bottom-start" shadow="md" withinPortal>
              <Menu.Target>
                <V2Chip
                  color={FIELD_TYPE_COLORS[d.type]}
                  icon={<FieldTypeIcon type={d.type} size={14} />}
                  onRemove={() => dispatch({ type: 'removeDimension', field: d.field })}
                  removeLabel={remove}
                  testId={`show-dimension-${d.field}`}
                >
                  {d.bucketing
                    ? `${d.name} · ${t(`chartBuilderV2.bucketings.${d.bucketing}`)}`
                    : d.name}
                </V2Chip>
              </Menu.Target>
              {d.type === 'date' && (
                <Menu.Dropdown>
                  <Menu.Label>{t('chartBuilderV2.chips.bucketBy')}</Menu.Label>
                  {V2_BUCKETINGS.map((b) => (
                    <Menu.Item
                      key={b}
                      onClick={() =>
                        dispatch({ type: 'setBucketing', field: d.field, bucketing: b })
                      }
                      fw={d.bucketing === b ? 700 : undefined}
                      data-testid={`bucketing-${b}`}
                    >
                      {t(`chartBuilderV2.bucketings.${b}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              )}
            </Menu>
          ))}
          {config.measures.map((m, i) => (
            <Menu key={`${m.field}-${i}`} position="bottom-start" shadow="md" closeOnItemClick>
              <Menu.Target>
                <V2Chip
                  color="blue"
                  icon={<FieldTypeIcon type="number" size={14} />}
                  onRemove={() => dispatch({ type: 'removeMeasure', name: m.name })}
                  removeLabel={remove}
                  testId={`show-measure-${i}`}
                >
                  {m.name || m.field}
                </V2Chip>
              </Menu.Target>
              <Menu.Dropdown>
                <TextInput
                  size="xs"
                  m={6}
                  label={t('chartBuilderV2.chips.rename')}
                  value={m.name}
                  onChange={(e) =>
                    dispatch({
                      type: 'renameMeasure',
                      name: m.name,
                      newName: e.currentTarget.value,
                    })
                  }
                  onKeyDown={(e) => e.stopPropagation()}
                  data-testid={`measure-name-${i}`}
                />
                <Menu.Label>{t('chartBuilderV2.chips.aggregation')}</Menu.Label>
                {measureAggregationChoices(props.fields, m).map((a) => (
                  <Menu.Item
                    key={a}
                    onClick={() =>
                      dispatch({ type: 'setAggregation', name: m.name, aggregation: a })
                    }
                    fw={m.aggregation === a ? 700 : undefined}
                  >
                    {t(`chartBuilderV2.aggregations.${a}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
          {config.comparisons.map((c) => (
            <V2Chip
              key={c.name}
              color="grape"
              icon={<IconArrowsDiff size={14} />}
              onRemove={() => dispatch({ type: 'removeComparison', name: c.name })}
              removeLabel={remove}
              testId="show-comparison"
            >
              {t('chartBuilderV2.sidebar.previousPeriodOf', { measure: c.measure })}
            </V2Chip>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}

function filterChipText(filter: ChartV2Filter, t: (key: string) => string): string {
  const name = filter.customDisplayName || filter.field;
  if (filter.operator === 'BETWEEN' && Array.isArray(filter.value)) {
    const preset = rangePreset(filter.value, new Date());
    const text = preset
      ? t(`chartBuilderV2.filters.presets.${preset}`)
      : filter.value.map((v) => String(v).slice(0, 10)).join(' → ');
    return `${name}: ${text}`;
  }
  // '~' for a text search (LIKE), '=' for a picked option (LIKE of a one-value list), 'in' for IN.
  const op =
    filter.operator === 'LIKE'
      ? Array.isArray(filter.value)
        ? '='
        : '~'
      : filter.operator === 'IN'
        ? 'in'
        : filter.operator;
  return `${name} ${op} ${filterValueText(filter)}`;
}

function FilterChip(props: ChipsBarProps & { filter: ChartV2Filter; index: number }) {
  const { t } = useHubTranslation();
  const [open, setOpen] = useState(false);
  const { filter, index, dispatch } = props;
  const isDate = filter.operator === 'BETWEEN';
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-start" shadow="md">
      <Popover.Target>
        <V2Chip
          color={isDate ? 'violet' : 'gray'}
          icon={isDate ? <IconCalendar size={14} /> : <IconFilter size={14} />}
          onClick={() => setOpen((o) => !o)}
          onRemove={() => dispatch({ type: 'removeFilter', index })}
          removeLabel={t('chartBuilderV2.filters.remove')}
          testId={`filter-chip-${index}`}
        >
          {filterChipText(filter, t)}
        </V2Chip>
      </Popover.Target>
      <Popover.Dropdown>
        {open && (
          <FilterEditor
            fields={props.fields}
            filter={filter}
            document={props.document}
            connection={props.connection}
            onApply={(f) => {
              dispatch({ type: 'updateFilter', index, filter: f });
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function AddFilterButton(props: ChipsBarProps) {
  const { t } = useHubTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-start" shadow="md">
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="subtle"
          radius="xl"
          leftSection={<IconPlus size={14} />}
          onClick={() => setOpen((o) => !o)}
          data-testid="add-filter"
        >
          {t('chartBuilderV2.chips.addFilter')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {open && (
          <FilterEditor
            fields={props.fields}
            filter={null}
            document={props.document}
            connection={props.connection}
            onApply={(f) => {
              props.dispatch({ type: 'addFilter', filter: f });
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
