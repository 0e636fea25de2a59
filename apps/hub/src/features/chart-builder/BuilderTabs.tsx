import type { ChartConfigClassic, ChartFilterConfig, OutputColumn } from '@chartroom/core';
import { Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import {
  IconAdjustments,
  IconDatabase,
  IconFilter,
  IconHammer,
  IconSparkles,
  IconTool,
} from '@tabler/icons-react';
import { useHubTranslation } from '../../i18n/hub-i18n';
import { AdvancedPanel } from './AdvancedPanel';
import type { ConfigIssue } from './builder-validation';
import type { ConfigAction } from './chart-config-reducer';
import type { DraftFilter } from './chart-draft';
import { BuildPanel } from './BuildPanel';
import { ErrorBox } from '../connections/ErrorBox';
import { DataPreviewTable } from './DataPreviewTable';
import { FiltersPanel } from './FiltersPanel';
import type { FilterSources } from './filters/chart-filter-form';
import { ChartFiltersTab } from './filters/ChartFiltersTab';

export type BuilderTab = 'builder' | 'filters' | 'data' | 'dash';
export type InnerTab = 'build' | 'filter' | 'advanced';

export interface BuilderTabsProps {
  tab: BuilderTab;
  onTab: (tab: BuilderTab) => void;
  inner: InnerTab;
  onInner: (tab: InnerTab) => void;
  config: ChartConfigClassic;
  columns: readonly OutputColumn[];
  dispatch: (action: ConfigAction) => void;
  issues: readonly ConfigIssue[];
  notice: string | null;
  segmentNames: readonly string[] | undefined;
  filters: readonly DraftFilter[];
  onRemoveFilter: (filterId: string) => void;
  /** Sets a Variable filter's value (its default value); without it the value is read-only. */
  onFilterValue?: (filterId: string, value: string) => void;
  /** The raw tables and output columns new filters may target; with onAddFilter, '+ Add filter'. */
  filterSources?: FilterSources;
  onAddFilter?: (config: ChartFilterConfig) => void;
  backingRows: Record<string, unknown>[] | null;
  /** Rows of the query preview (map layer options). */
  previewRows: Record<string, unknown>[] | null;
  backingColumns: readonly OutputColumn[];
  /** The chart query's failure: 'Error loading data' in Backing Data (charts.md §8). */
  backingError?: Error | null;
}

/** 'Chart Builder' (Build / Filter / Advanced), 'Configure Filters', 'Backing Data', 'Ask Dash'. */
export function BuilderTabs(props: BuilderTabsProps) {
  const { t } = useHubTranslation();
  const { tab, onTab, inner, onInner, config } = props;
  const isText = config.type === 'Text';
  const innerTab = isText ? 'build' : inner;
  const list = (
    <FiltersPanel
      filters={props.filters}
      onRemove={props.onRemoveFilter}
      onValue={props.onFilterValue}
    />
  );
  const filters =
    props.filterSources && props.onAddFilter ? (
      <ChartFiltersTab list={list} sources={props.filterSources} onAdd={props.onAddFilter} />
    ) : (
      list
    );
  return (
    <Tabs value={tab} onChange={(v) => v && onTab(v as BuilderTab)} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="builder" leftSection={<IconHammer size={15} />} data-testid="tab-builder">
          {t('chartBuilder.tabs.builder')}
        </Tabs.Tab>
        <Tabs.Tab value="filters" leftSection={<IconFilter size={15} />} data-testid="tab-filters">
          {t('chartBuilder.tabs.filters')}
        </Tabs.Tab>
        {!isText && (
          <Tabs.Tab value="data" leftSection={<IconDatabase size={15} />} data-testid="tab-data">
            {t('chartBuilder.tabs.backingData')}
          </Tabs.Tab>
        )}
        {!isText && (
          <Tabs.Tab value="dash" leftSection={<IconSparkles size={15} />} data-testid="tab-dash">
            {t('chartBuilder.tabs.askDash')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="builder">
        <Tabs
          value={innerTab}
          onChange={(v) => v && onInner(v as InnerTab)}
          variant="pills"
          radius="md"
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="build" leftSection={<IconTool size={14} />} data-testid="inner-build">
              {t('chartBuilder.tabs.build')}
            </Tabs.Tab>
            {!isText && (
              <Tabs.Tab
                value="filter"
                leftSection={<IconFilter size={14} />}
                data-testid="inner-filter"
              >
                {t('chartBuilder.tabs.filter')}
              </Tabs.Tab>
            )}
            {!isText && (
              <Tabs.Tab
                value="advanced"
                leftSection={<IconAdjustments size={14} />}
                data-testid="inner-advanced"
              >
                {t('chartBuilder.tabs.advanced')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="build">
            <BuildPanel
              config={config}
              columns={props.columns}
              rows={props.previewRows}
              dispatch={props.dispatch}
              issues={props.issues}
              notice={props.notice}
              segmentNames={props.segmentNames}
            />
          </Tabs.Panel>
          <Tabs.Panel value="filter">{filters}</Tabs.Panel>
          <Tabs.Panel value="advanced">
            <AdvancedPanel config={config} columns={props.columns} dispatch={props.dispatch} />
          </Tabs.Panel>
        </Tabs>
      </Tabs.Panel>
      <Tabs.Panel value="filters">{filters}</Tabs.Panel>
      <Tabs.Panel value="data">
        {props.backingError ? (
          <ErrorBox error={props.backingError} testId="backing-data-error" />
        ) : (
          <DataPreviewTable
            rows={props.backingRows}
            columns={props.backingColumns}
            exportPrefix={config.title || 'chart'}
            testId="backing-data"
            height={420}
          />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="dash">
        <Stack align="center" gap="xs" py="xl" data-testid="ask-dash-panel">
          <ThemeIcon size={44} radius="xl" variant="light" color="violet">
            <IconSparkles size={22} />
          </ThemeIcon>
          <Text fw={600}>{t('chartBuilder.askDash.trigger')}</Text>
          <Text size="sm" c="dimmed" ta="center" maw={360}>
            {t('chartBuilder.askDash.placeholder')}
          </Text>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
