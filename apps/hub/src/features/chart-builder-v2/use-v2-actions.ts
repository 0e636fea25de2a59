import type { TableSchemaEntry } from '@chartroom/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { useUsageEvent } from '../../lib/analytics/use-usage-event';
import { carryBuilder } from '../chart-builder/builder-location';
import {
  APPLY_RESULT_MS,
  chartThumbnail,
  THUMBNAIL_DELAY_MS,
  wait,
} from '../chart-builder/chart-thumbnail';
import type { SaveTarget } from '../chart-builder/builder-mode';
import { useChartLifecycle, type ActionStatus } from '../chart-builder/use-chart-lifecycle';
import { chartTable, savedFromRow, v2Document, type SavedV2Chart, type V2Draft } from './v2-draft';
import type { V2ChartFilters } from './filters/use-v2-chart-filters';

export interface V2ActionsInput {
  draft: V2Draft;
  /** Null for a new chart: its first 'Apply changes' creates it. */
  saved: SavedV2Chart | null;
  connection: string | null;
  table: TableSchemaEntry | undefined;
  markSaved: (saved: SavedV2Chart) => void;
  setSaved: (saved: SavedV2Chart) => void;
  /** Closes the side panels before the thumbnail is taken (the first view). */
  showFirstTab: () => void;
  thumbnailNode: () => HTMLElement | null;
  /** Embedded: where the chart is saved (a tenant's copy), see BuilderMode.saveTarget. */
  saveTarget?: ((chartId: string) => Promise<SaveTarget | null>) | undefined;
  /** The chart-level filters ('Configure Filters'), saved with the chart and kept in its document. */
  chartFilters?: V2ChartFilters | undefined;
}

/**
 * 'Apply changes' (config_version v2), 'Duplicate chart' and 'Publish' / 'Convert to draft'. A new
 * chart exists on the server only from its first 'Apply changes' (as in the classic builder), so
 * opening the builder and leaving leaves no "New Chart" draft behind.
 */
export function useV2Actions(input: V2ActionsInput) {
  const { client } = useApi();
  const usage = useUsageEvent();
  const navigate = useNavigate();
  const [apply, setApply] = useState<ActionStatus>('idle');
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const lifecycle = useChartLifecycle({
    saved: () => latest.current.saved,
    setSaved: (saved) => latest.current.setSaved(saved),
    editorPath: (id) => `/charts/${id}/v2`,
  });
  const { later, refreshList } = lifecycle;

  /** Creates the new chart over its table; its document keeps the server's data prep. */
  const create = async (draft: V2Draft, connection: string | null) => {
    const table = chartTable(draft.document);
    const created = await client.createChart({
      ...(connection ? { starterConnection: connection } : {}),
      ...(table ? { starterTable: table } : {}),
      configVersion: 'v2',
    });
    const { chart } = await client.getChart({
      chart: { id: created.chartId, version: created.chartVersion },
    });
    const document = { ...draft.document, dataPrep: chart.config.dataPrep };
    return { id: created.chartId, draft: { ...draft, document } };
  };

  const applyChanges = async () => {
    setApply('busy');
    try {
      latest.current.showFirstTab();
      await wait(THUMBNAIL_DELAY_MS);
      const { saved, table, connection } = latest.current;
      const thumbnail = await chartThumbnail(latest.current.thumbnailNode());
      const target = saved ? ((await latest.current.saveTarget?.(saved.id)) ?? null) : null;
      const fresh = saved ? null : await create(latest.current.draft, connection);
      const draft = fresh?.draft ?? latest.current.draft;
      const chartId = target?.id ?? saved?.id ?? fresh!.id;
      const chartFilters = latest.current.chartFilters;
      await chartFilters?.persist(chartId, target);
      const document = v2Document(draft, table, { forSave: true });
      const answer = await client.saveChart({
        id: chartId,
        name: draft.name,
        connection: saved?.connection ?? connection,
        config: chartFilters ? { ...document, filters: chartFilters.configs } : document,
        thumbnail,
        published: (target?.published ?? saved?.published ?? false) ? 'true' : 'false',
        configVersion: 'v2',
      });
      latest.current.markSaved(savedFromRow(answer.chart));
      refreshList();
      usage({
        eventName: 'Chart Updated',
        chartId: answer.chart.id,
        eventMetadata: { configVersion: 'v2' },
      });
      setApply('done');
      // The new chart gets its address; the mounted builder carries on (no reload).
      if (fresh) {
        void navigate(
          { pathname: `/charts/${fresh.id}/v2`, search: window.location.search },
          { replace: true, state: carryBuilder('new-v2') },
        );
      }
    } catch (error) {
      console.error('apply changes failed', error);
      setApply('error');
    }
    later(() => setApply('idle'), APPLY_RESULT_MS);
  };

  const { duplicate, duplicateChart, publish, togglePublish } = lifecycle;
  return { apply, applyChanges, duplicate, duplicateChart, publish, togglePublish };
}
