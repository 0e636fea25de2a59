import { createClient } from '@chartroom/client';
import { chartroomTheme, i18n } from '@chartroom/ui';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactElement, ReactNode } from 'react';
import { ApiContext } from '../../api/api-context';
import { createQueryClient } from '../../api/query-client';
import { HUB_NAMESPACE } from '../../i18n/hub-i18n';
import { goldenChartsEn } from '../../i18n/locales/golden-charts.en';

/** One request the test server received. */
export interface SeenRequest {
  method: string;
  url: string;
  json: unknown;
}

export type Answer = (
  seen: SeenRequest,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** A real HTTP server on 127.0.0.1 answering the hub's client calls the way a test sets. */
export interface HubTestServer {
  baseUrl: string;
  seen: SeenRequest[];
  answer(fn: Answer): void;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startHubTestServer(): Promise<HubTestServer> {
  let answer: Answer = () => ({ status: 200, body: { data: null } });
  const seen: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void readJson(req).then(async (json) => {
      const request = { method: req.method ?? '', url: req.url ?? '', json };
      seen.push(request);
      const { status, body } = await answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    answer: (fn) => {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** jsdom lacks matchMedia, ResizeObserver, scrollIntoView and range rects, which Mantine and CodeMirror use. */
function installDomPolyfills(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      value: NoopResizeObserver,
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  // CodeMirror (the SQL editor) measures text ranges.
  if (!('getClientRects' in Range.prototype)) {
    const empty = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 };
    Object.assign(Range.prototype, {
      getClientRects: () => [] as unknown as DOMRectList,
      getBoundingClientRect: () => ({ ...empty, toJSON: () => empty }) as DOMRect,
    });
  }
}

/**
 * Renders `ui` (and rerenders) as the hub does (Mantine theme, notifications, query client, i18n) with a client
 * of `baseUrl`. The golden-charts texts are added here in case the bundle is not registered yet.
 */
export function renderInHub(ui: ReactElement, baseUrl: string): RenderResult {
  installDomPolyfills();
  i18n.addResourceBundle('en', HUB_NAMESPACE, { goldenCharts: goldenChartsEn }, true, false);
  const client = createClient({ baseUrl, token: 'admin-token' });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={chartroomTheme}>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={{ client, scope: 'test' }}>{children}</ApiContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}
