import '@mantine/core/styles.css';
import { chartConfigClassicSchema } from '@chartroom/core';
import { ChartRenderer, chartroomTheme, initI18n } from '@chartroom/ui';
import { MantineProvider } from '@mantine/core';
import { getInstanceByDom } from 'echarts/core';
import { createRoot } from 'react-dom/client';
import { buildCase } from './cases';

/** What the bench reads back: ms from mount to drawn (`finished` / first row) and to paint. */
export interface RenderResult {
  drawnMs: number;
  paintMs: number;
  error?: string;
}

declare global {
  interface Window {
    __renderResult?: RenderResult;
  }
}

function report(result: RenderResult) {
  window.__renderResult = result;
}

const name = new URLSearchParams(location.search).get('case') ?? '';
const scheme = new URLSearchParams(location.search).get('scheme') === 'dark' ? 'dark' : 'light';
const benchCase = buildCase(name);
initI18n('en');
const rootEl = document.getElementById('root');

if (!benchCase || !rootEl) {
  report({ drawnMs: -1, paintMs: -1, error: `unknown case '${name}'` });
} else {
  const config = chartConfigClassicSchema.parse(benchCase.config);
  let t0 = 0;
  let done = false;

  /** Drawn at `t`: the next frame after it is the first paint with it. */
  const drawn = (t: number) => {
    if (done) return;
    done = true;
    requestAnimationFrame(() =>
      setTimeout(() => report({ drawnMs: t - t0, paintMs: performance.now() - t0 })),
    );
  };

  // Watch for the ECharts container (then its `finished` event) or the table's content.
  const observer = new MutationObserver(() => {
    if (benchCase.kind === 'echarts') {
      const el = rootEl.querySelector<HTMLElement>('[data-testid="echart"]');
      const chart = el ? getInstanceByDom(el) : undefined;
      if (!chart) return;
      observer.disconnect();
      chart.on('finished', () => drawn(performance.now()));
    } else if (
      rootEl.querySelector('tbody tr td') ||
      (benchCase.data.rows.length === 0 && rootEl.textContent?.includes('No data'))
    ) {
      observer.disconnect();
      drawn(performance.now());
    }
  });
  observer.observe(rootEl, { childList: true, subtree: true, attributes: true });

  const root = createRoot(rootEl);
  t0 = performance.now();
  root.render(
    <MantineProvider theme={chartroomTheme} forceColorScheme={scheme}>
      <div style={{ height: 600 }}>
        <ChartRenderer config={config} data={benchCase.data} colorScheme={scheme} title={name} />
      </div>
    </MantineProvider>,
  );
}
