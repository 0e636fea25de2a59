import { connect, createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './api-call';

/** True when something accepts TCP connections on host:port within the timeout. */
export function tcpReachable(host: string, port: number, timeoutMs = 1_500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A local port nobody listens on (bound once by the OS, then released). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** DELETE on the Chartroom API (apiCall only does GET and POST); throws the answer's error. */
export async function apiDelete(baseUrl: string, path: string, token: string): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new Error(`DELETE ${path}: ${json.error?.message ?? res.statusText}`);
  }
}

/** PATCH on the Chartroom API (JSON body); answers `data`, throws the answer's error. */
export async function apiPatch<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token: string,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data: T; error?: { message?: string } };
  if (!res.ok) throw new Error(`PATCH ${path}: ${json.error?.message ?? res.statusText}`);
  return json.data;
}

/** A connection as GET /connection/list answers it. */
export interface ConnectionRow {
  id: string;
  name: string;
  type: string;
  tenantMode: 'open' | 'scoped';
  tenantPolicies: Array<{ table: string; column: string; payloadKey: string }>;
  tableAccess: Array<{ table: string; access: 'shared' | 'hidden' }>;
  tenantStrict: boolean;
}

/** GET /connection/tenant-access's answer. */
export interface TenantAccess {
  tenantMode: 'open' | 'scoped';
  tables: Array<{ table: string; state: string; column: string | null }>;
}

/** The connections screens' steps shared by the connections e2e files, for one page. */
export function connectionsPage(page: Page, url: string, token: () => string) {
  const api = <T>(path: string, body: unknown) => apiCall<T>(url, path, body, token());
  const accessRow = (table: string) => page.getByTestId(`access-row-${table}`);
  return {
    async listConnections(): Promise<ConnectionRow[]> {
      return (await api<{ connections: ConnectionRow[] }>('/connection/list', undefined))
        .connections;
    },
    async openConnectionsPage(): Promise<void> {
      await page.getByTestId('nav-connections').click();
      await page.waitForURL(/\/connections$/);
      await page.locator('[data-testid^="connection-row-"]').first().waitFor();
    },
    shot: (name: string) =>
      page.screenshot({ path: `e2e/artifacts/connections-${name}.png`, fullPage: false }),
    /** Full-page screenshots of the open page at a phone's and a laptop's width. */
    async shotWidths(name: string): Promise<void> {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.waitForTimeout(300); // layout and Mantine transitions settle
        await page.screenshot({
          path: `e2e/artifacts/connections-${name}-${width}.png`,
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1440, height: 1000 });
    },
    /** The row of a table on the Tenant access tab. */
    accessRow,
    /** Picks a table's access (Scoped, Shared, Hidden from tenants) in its row's select. */
    async chooseAccess(table: string, label: string): Promise<void> {
      await page.getByTestId(`access-row-${table}-state`).click();
      await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
      await expect.poll(() => accessRow(table).getAttribute('data-changed')).toBe('true');
    },
    tenantAccess: (connectionId: string) =>
      api<TenantAccess>(
        `/connection/tenant-access?connectionId=${encodeURIComponent(connectionId)}`,
        undefined,
      ),
    /** Saves the Tenant access tab and waits for the saved state (no unsaved change left). */
    async saveAccess(): Promise<void> {
      await page.getByTestId('tenant-access-save').click();
      await page.getByText('Tenant access saved').first().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.getByTestId('tenant-access-status').innerText())
        .toBe('No unsaved changes');
    },
    /** A failed test's full-page screenshot. */
    async failureShot(testName: string): Promise<void> {
      const name = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
      await page.screenshot({
        path: `e2e/artifacts/connections-failed-${name}.png`,
        fullPage: true,
      });
    },
  };
}
