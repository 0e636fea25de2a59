// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
  type SeenRequest,
} from '../../golden-charts/test-harness';
import { VersionControls } from './VersionControls';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
  localStorage.clear();
});
afterEach(cleanup);

const WAIT = { timeout: 15_000 };

/** Version n of dashboard d1: its own title and chart. */
function row(version: number) {
  return {
    id: 'd1',
    name: `Sales v${version}`,
    version,
    config: {
      title: `Sales v${version}`,
      charts: {
        [`c${version}`]: { version: 1, layout: { i: `c${version}`, x: 0, y: 0, w: 4, h: 8 } },
      },
      filters: [],
    },
  };
}

/** A server with versions 1..3 whose save answers version 4 (or `saveStatus` with its error). */
function serve(saveStatus = 200, saveError = '') {
  server.answer(({ url, json }: SeenRequest) => {
    if (url === '/dashboard/get-version-values')
      return { status: 200, body: { data: { versions: [1, 2, 3] } } };
    if (url === '/tenant/get-dashboard-v2') {
      const asked = (json as { dashboard: { version?: number } }).dashboard.version ?? 3;
      return { status: 200, body: { data: { dashboard: row(asked) } } };
    }
    if (url === '/dashboard/v3/save')
      return saveStatus === 200
        ? { status: 200, body: { data: { dashboard: row(4) } } }
        : { status: saveStatus, body: { error: { message: saveError } } };
    return { status: 200, body: { data: { received: true } } };
  });
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(path: string, version: number) {
  return renderInHub(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/dashboards/:id"
          element={
            <>
              <VersionControls dashboardId="d1" version={version} />
              <Search />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    server.baseUrl,
  );
}

/** The select's open listbox (in a portal; jsdom never ends its transition, so options count as hidden). */
async function openOptions(select: HTMLElement): Promise<HTMLElement[]> {
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('listbox not open');
    return found;
  }, WAIT);
  return within(listbox).getAllByRole('option', { hidden: true });
}
const option = (options: HTMLElement[], label: string) => {
  const found = options.find((o) => o.textContent === label);
  if (!found) throw new Error(`no option ${label}`);
  return found;
};

const search = () => screen.getByTestId('search').textContent;
const saves = () => server.seen.filter((s) => s.url === '/dashboard/v3/save');

describe('VersionControls', () => {
  it('lists v1…v3 from get-version-values and opens another version as ?version=N', async () => {
    serve();
    renderAt('/dashboards/d1', 3);
    const select = screen.getByTestId('version-selector') as HTMLInputElement;
    await waitFor(() => expect(select.disabled).toBe(false), WAIT);
    expect(select.value).toBe('v3 (latest)');
    expect(screen.queryByTestId('dashboard-restore')).toBeNull();

    const options = await openOptions(select);
    expect(options.map((o) => o.textContent)).toEqual(['v3 (latest)', 'v2', 'v1']);
    // The version on screen: nothing changes.
    fireEvent.click(option(options, 'v3 (latest)'));
    expect(search()).toBe('');

    fireEvent.click(option(await openOptions(select), 'v1'));
    await waitFor(() => expect(search()).toBe('?version=1'), WAIT);
    expect(server.seen.filter((s) => s.url === '/dashboard/get-version-values')).not.toHaveLength(
      0,
    );
  });

  it("restores an old version: v1's name and config saved on the latest, then the latest shown", async () => {
    serve();
    renderAt('/dashboards/d1?version=1', 1);
    const restore = await screen.findByTestId('dashboard-restore', {}, WAIT);
    expect(restore.textContent).toBe('Restore');
    fireEvent.click(restore);
    await waitFor(() => expect(saves()).toHaveLength(1), WAIT);
    expect(saves()[0]!.json).toEqual({
      dashboardId: 'd1',
      name: 'Sales v1',
      config: row(1).config,
      dashboardVersion: 3,
    });
    await waitFor(() => expect(search()).toBe(''), WAIT);
    await screen.findByText('Version 1 restored as version 4.', {}, WAIT);
  });

  it("shows the server's 401 text when the save is refused and stays on the old version", async () => {
    serve(401, 'Tenant JWT is required for admin save');
    renderAt('/dashboards/d1?version=2', 2);
    fireEvent.click(await screen.findByTestId('dashboard-restore', {}, WAIT));
    await screen.findByText('Tenant JWT is required for admin save', {}, WAIT);
    expect(screen.getByText('The version could not be restored')).toBeTruthy();
    expect(search()).toBe('?version=2');
    await waitFor(
      () => expect(screen.getByTestId('dashboard-restore').textContent).toBe('Restore'),
      WAIT,
    );
  });

  it('removes ?version=N when N is the latest (Save comes back)', async () => {
    serve();
    renderAt('/dashboards/d1?version=3', 3);
    await waitFor(() => expect(search()).toBe(''), WAIT);
    expect(screen.queryByTestId('dashboard-restore')).toBeNull();
  });
});
