import type { ChartRow } from '@chartroom/core';
import { ChartViewer, type ChartData } from '@chartroom/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/api-context';
import { useHubTranslation } from '../../i18n/hub-i18n';
import {
  chartThumbnail,
  THUMBNAIL_DELAY_MS,
  THUMBNAIL_OPTIONS,
  wait,
} from '../chart-builder/chart-thumbnail';
import { chartName, chartViewerConfig, needsData } from '../dashboards/chart-row';
import { thumbnailCandidates, versionKey, type LibraryItem } from './library-model';

/** The renderer's "drawn" marker (ChartRenderer's root: `"false"` until drawn, then `"true"`). */
const DRAWN_ATTRIBUTE = 'data-chart-drawn';
/** How long a chart may take to draw (its data is there already) before it is left out. */
const DRAW_TIMEOUT_MS = 20_000;
const POLL_MS = 100;
/** Content that never shows the marker (no chart renderer in it) counts as drawn after this. */
const NO_MARKER_MS = 3_000;

/**
 * Waits until the chart in `node` has drawn. Content without the marker (a placeholder, an
 * error) counts as drawn once it has stayed so for NO_MARKER_MS.
 */
async function waitDrawn(node: HTMLElement | null, cancelled: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < DRAW_TIMEOUT_MS && !cancelled(); waited += POLL_MS) {
    const marker = node?.querySelector(`[${DRAWN_ATTRIBUTE}]`);
    if (marker?.getAttribute(DRAWN_ATTRIBUTE) === 'true') return true;
    if (!marker && waited >= NO_MARKER_MS) return true;
    await wait(POLL_MS);
  }
  return false;
}

/** Versions tried in this page load (drawn, or failed): each is drawn at most once. */
const tried = new Set<string>();

export interface ThumbnailMakerProps {
  items: readonly LibraryItem[];
  /** Query keys (prefixes) of the card lists that show a thumbnail once it is stored. */
  refreshKeys: readonly (readonly unknown[])[];
}

/**
 * Draws the library's charts that have no thumbnail (the seeded demo charts, charts saved through
 * the API), one at a time, with the real chart renderer in an invisible 580x360 frame, takes the
 * picture with html-to-image at the spec's settings (charts.md §9: quality 0.5, pixel ratio 1.5,
 * 0.5 s after drawing) and stores it with POST /chart/thumbnail. Admins only (the caller mounts
 * it for them). Loaded on demand: the chart renderer is not part of the list's code.
 */
export function ThumbnailMaker({ items, refreshKeys }: ThumbnailMakerProps) {
  const [done, setDone] = useState(0);
  const next = thumbnailCandidates(items, tried)[0];
  if (!next?.row || !next.chartId) return null;
  return (
    <OffscreenChart
      key={versionKey(next)}
      row={next.row}
      refreshKeys={refreshKeys}
      onDone={() => {
        tried.add(versionKey(next));
        setDone(done + 1);
      }}
    />
  );
}

function OffscreenChart(props: {
  row: ChartRow;
  refreshKeys: readonly (readonly unknown[])[];
  onDone: () => void;
}) {
  const { row } = props;
  const { client } = useApi();
  const queryClient = useQueryClient();
  const { t } = useHubTranslation();
  const node = useRef<HTMLDivElement>(null);
  const [data, setData] = useState<ChartData | undefined>(undefined);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      try {
        if (needsData(row)) {
          const answer = await client.getChartData({ chart: { id: row.id, version: row.version } });
          if (cancelled) return;
          if (answer.rows.length === 0) return;
          setData(answer);
        }
        // Drawn (the renderer's `data-chart-drawn` marker), then the spec's 0.5 s before the
        // picture (charts.md §9). A chart that does not finish drawing gets no picture.
        const drawn = await waitDrawn(node.current, () => cancelled);
        if (cancelled) return;
        if (!drawn) {
          console.warn('library thumbnail: the chart did not finish drawing', row.id);
          return;
        }
        await wait(THUMBNAIL_DELAY_MS);
        if (cancelled) return;
        const thumbnail = await chartThumbnail(node.current);
        if (cancelled || !thumbnail) return;
        const stored = await client.storeChartThumbnail({
          chartId: row.id,
          version: row.version,
          thumbnail,
        });
        // The cards show it at once (no refetch of every chart's row); a version that had a
        // thumbnail meanwhile shows the stored one on the next load.
        if (stored.stored) {
          const key = versionKey({ chartId: row.id, version: row.version });
          for (const queryKey of latest.current.refreshKeys) {
            queryClient.setQueriesData<LibraryItem[]>({ queryKey: [...queryKey] }, (items) =>
              items?.map((item) => (versionKey(item) === key ? { ...item, thumbnail } : item)),
            );
          }
        }
      } catch (error) {
        console.warn('library thumbnail failed', row.id, error);
      } finally {
        if (!cancelled) latest.current.onDone();
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [client, queryClient, row]);

  const { width, height } = THUMBNAIL_OPTIONS;
  return (
    <div
      aria-hidden
      data-testid="thumbnail-maker"
      data-chart-id={row.id}
      style={{
        position: 'fixed',
        left: 0,
        top: 0,
        width,
        height,
        opacity: 0,
        pointerEvents: 'none',
        zIndex: -1,
        overflow: 'hidden',
      }}
    >
      <div ref={node} style={{ width, height, background: '#ffffff', padding: 12 }}>
        <ChartViewer
          name={chartName(row, t('dashboard.untitledChart'))}
          config={chartViewerConfig(row)}
          data={data}
          loading={needsData(row) && !data}
          colorScheme="light"
          height={height - 24}
          bare
        />
      </div>
    </div>
  );
}

export default ThumbnailMaker;
