import type { ChartConfigV2, DimensionType } from '@chartroom/core';
import {
  Accordion,
  Alert,
  Badge,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { FIELD_TYPE_COLORS } from './chart-type-icons';
import classes from './chart-builder-v2.module.css';
import { ComparisonsSection } from './ComparisonsSection';
import { FieldTypeIcon } from './FieldTypeIcon';
import type { V2Action } from './v2-config-reducer';
import { dimensionFields, measureFields, type V2Field } from './v2-fields';

export interface FieldSidebarProps {
  config: ChartConfigV2;
  fields: readonly V2Field[];
  types: ReadonlyMap<string, DimensionType>;
  dispatch: (action: V2Action) => void;
}

/** Collapsible Dimensions (non-number fields), Measures (number fields) and Comparisons. */
export function FieldSidebar({ config, fields, types, dispatch }: FieldSidebarProps) {
  const { t } = useHubTranslation();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = fields.filter((f) => f.name.toLowerCase().includes(needle));
  const dims = dimensionFields(shown);
  const measures = measureFields(shown);
  const count = (n: number) => (
    <Badge size="xs" variant="light" color="gray" ml={6}>
      {n}
    </Badge>
  );
  return (
    <Paper
      withBorder
      radius="md"
      w={272}
      style={{ flexShrink: 0, overflow: 'hidden', position: 'relative' }}
      data-testid="field-sidebar"
    >
      {/* As tall as the preview beside it (a long field list scrolls, it does not stretch the row). */}
      <ScrollArea type="auto" style={{ position: 'absolute', inset: 0 }}>
        <TextInput
          m="xs"
          size="xs"
          placeholder={t('chartBuilderV2.sidebar.search')}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="field-search"
        />
        <Accordion
          multiple
          defaultValue={['dimensions', 'measures', 'comparisons']}
          variant="default"
          chevronPosition="left"
          styles={{
            control: { paddingBlock: 2 },
            label: { paddingBlock: 8 },
            content: { padding: '0 6px 8px' },
          }}
        >
          <Accordion.Item value="dimensions" data-testid="section-dimensions">
            <Accordion.Control>
              <Text size="sm" fw={600} span>
                {t('chartBuilderV2.sidebar.dimensions')}
              </Text>
              {count(dims.length)}
            </Accordion.Control>
            <Accordion.Panel>
              {dims.length === 0 && <Empty text={t('chartBuilderV2.sidebar.noDimensions')} />}
              {dims.map((f) => {
                const added = config.dimensions.some((d) => d.field === f.name);
                return (
                  <FieldRow
                    key={f.name}
                    field={f}
                    added={added}
                    onAdd={() => dispatch({ type: 'addDimension', field: f })}
                    testId={`dimension-${f.name}`}
                  />
                );
              })}
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="measures" data-testid="section-measures">
            <Accordion.Control>
              <Text size="sm" fw={600} span>
                {t('chartBuilderV2.sidebar.measures')}
              </Text>
              {count(measures.length)}
            </Accordion.Control>
            <Accordion.Panel>
              {measures.length === 0 && <Empty text={t('chartBuilderV2.sidebar.noMeasures')} />}
              {measures.map((f) => (
                <MeasureRow key={f.name} field={f} config={config} dispatch={dispatch} />
              ))}
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="comparisons" data-testid="section-comparisons">
            <Accordion.Control>
              <Text size="sm" fw={600} span>
                {t('chartBuilderV2.sidebar.comparisons')}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <ComparisonsSection config={config} types={types} dispatch={dispatch} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </ScrollArea>
    </Paper>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Alert variant="light" color="gray" p="xs">
      <Text size="xs">{text}</Text>
    </Alert>
  );
}

interface FieldRowProps {
  field: V2Field;
  added: boolean;
  onAdd?: () => void;
  testId: string;
}

function FieldRow({ field, added, onAdd, testId }: FieldRowProps) {
  const { t } = useHubTranslation();
  return (
    <Tooltip label={t('chartBuilderV2.sidebar.added')} disabled={!added} position="right" withArrow>
      <UnstyledButton
        w="100%"
        px={8}
        py={5}
        onClick={added ? undefined : onAdd}
        aria-label={t('chartBuilderV2.sidebar.add', { name: field.name })}
        aria-disabled={added}
        data-testid={testId}
        data-added={added}
        className={classes.fieldRow}
        style={{ borderRadius: 6, cursor: added ? 'default' : 'pointer' }}
      >
        <FieldRowBody field={field} added={added} />
      </UnstyledButton>
    </Tooltip>
  );
}

function FieldRowBody({ field, added }: { field: V2Field; added: boolean }) {
  const { t } = useHubTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <Text c={`${FIELD_TYPE_COLORS[field.type]}.6`} style={{ display: 'flex' }}>
        <FieldTypeIcon type={field.type} />
      </Text>
      <Text size="sm" truncate style={{ flex: 1 }} c={added ? 'dimmed' : undefined}>
        {field.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`chartBuilderV2.fieldTypes.${field.type}`)}
      </Text>
      {added ? (
        <IconCheck size={14} color="var(--mantine-color-teal-6)" />
      ) : (
        <IconPlus size={14} color="var(--mantine-color-dimmed)" />
      )}
    </Group>
  );
}

function MeasureRow({
  field,
  config,
  dispatch,
}: {
  field: V2Field;
  config: ChartConfigV2;
  dispatch: (action: V2Action) => void;
}) {
  const { t } = useHubTranslation();
  const used = new Set(
    config.measures.filter((m) => m.field === field.name).map((m) => m.aggregation),
  );
  const added = field.aggregations.every((a) => used.has(a));
  return (
    <Menu position="right-start" shadow="md" withArrow>
      <Menu.Target>
        <UnstyledButton
          w="100%"
          px={8}
          py={5}
          aria-label={t('chartBuilderV2.sidebar.add', { name: field.name })}
          data-testid={`measure-${field.name}`}
          className={classes.fieldRow}
          style={{ borderRadius: 6 }}
        >
          <FieldRowBody field={field} added={added || used.size > 0} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('chartBuilderV2.chips.aggregation')}</Menu.Label>
        {field.aggregations.map((a) => (
          <Menu.Item
            key={a}
            disabled={used.has(a)}
            rightSection={used.has(a) ? <IconCheck size={14} /> : undefined}
            onClick={() => dispatch({ type: 'addMeasure', field: field.name, aggregation: a })}
            data-testid={`aggregation-${a}`}
          >
            {t(`chartBuilderV2.aggregations.${a}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
