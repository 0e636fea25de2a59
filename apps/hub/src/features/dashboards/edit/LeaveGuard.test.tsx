// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInHub } from '../../golden-charts/test-harness';
import { LeaveGuard, leavesDashboard } from './LeaveGuard';

afterEach(cleanup);
const WAIT = { timeout: 10_000 };

describe('leavesDashboard', () => {
  const at = (pathname: string) => ({ pathname });
  it("is false between the dashboard's own pages, true elsewhere", () => {
    expect(leavesDashboard('d1', at('/build/dashboard/d1/edit'), at('/dashboards/d1'))).toBe(false);
    expect(leavesDashboard('d1', at('/dashboards/d1'), at('/dashboards/d1'))).toBe(false);
    expect(leavesDashboard('d1', at('/dashboards/d1'), at('/charts'))).toBe(true);
    expect(leavesDashboard('d1', at('/dashboards/d1'), at('/dashboards/d12'))).toBe(true);
  });
});

function Page() {
  const [dirty, setDirty] = useState(false);
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <button onClick={() => setDirty(true)}>edit</button>
      <Link to="/charts">charts</Link>
      <Link to="/build/dashboard/d1/edit">edit mode</Link>
      <LeaveGuard active={dirty} dashboardId="d1" />
    </>
  );
}

function renderAt(path: string) {
  // A plain router, as the hub's BrowserRouter (no data router: LeaveGuard wraps its navigator).
  renderInHub(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </MemoryRouter>,
    'http://127.0.0.1:9',
  );
}

const path = () => screen.getByTestId('path').textContent;

describe('LeaveGuard (unsaved dashboard edits)', () => {
  it('lets a clean dashboard go without asking', async () => {
    renderAt('/dashboards/d1');
    fireEvent.click(screen.getByText('charts'));
    await waitFor(() => expect(path()).toBe('/charts'), WAIT);
    expect(screen.queryByTestId('leave-confirm')).toBeNull();
  });

  it('asks before leaving with unsaved edits: Stay keeps the page, Leave goes', async () => {
    renderAt('/dashboards/d1');
    fireEvent.click(screen.getByText('edit'));
    // Its own edit mode is not leaving.
    fireEvent.click(screen.getByText('edit mode'));
    await waitFor(() => expect(path()).toBe('/build/dashboard/d1/edit'), WAIT);
    fireEvent.click(screen.getByText('charts'));
    await waitFor(() => expect(screen.getByTestId('leave-stay')).toBeTruthy(), WAIT);
    fireEvent.click(screen.getByTestId('leave-stay'));
    await waitFor(() => expect(screen.queryByTestId('leave-stay')).toBeNull(), WAIT);
    expect(path()).toBe('/build/dashboard/d1/edit');
    fireEvent.click(screen.getByText('charts'));
    await waitFor(() => expect(screen.getByTestId('leave-confirm')).toBeTruthy(), WAIT);
    fireEvent.click(screen.getByTestId('leave-confirm'));
    await waitFor(() => expect(path()).toBe('/charts'), WAIT);
  });
});
