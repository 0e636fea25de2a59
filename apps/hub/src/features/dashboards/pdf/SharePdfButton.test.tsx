// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
} from '../../golden-charts/test-harness';
import type { ViewerDashboard } from '../dashboard-model';
import { PdfDownloadButton } from './PdfDownloadButton';
import { SharePdfButton } from './SharePdfButton';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
afterEach(cleanup);

const dashboard: ViewerDashboard = {
  id: 'dash-1',
  name: 'Sales by region',
  title: 'Sales by region',
  version: 1,
  published: true,
  charts: {},
  layouts: undefined,
  filters: [],
  theme: null,
  timeZone: 'UTC',
  styleOverrides: '',
  language: 'en',
};

function tenantSettings(plan: 'startup' | 'enterprise') {
  const full = plan !== 'startup';
  return {
    data: {
      settings: {
        permissions: { readOnly: true },
        tenantEditingPermissions: { readOnly: true },
        planFlags: plan === 'startup' ? { isStartUpPlan: true } : { isEnterprise: true },
        plan,
        planFeatures: {
          advancedShareOptions: full,
          reactDeployTab: full,
          personalWorkspaces: full,
          pdfDownload: full,
        },
        connectionOverride: null,
      },
    },
  };
}

function renderShare(scope: string) {
  renderInHub(
    <MemoryRouter initialEntries={[`/share/dashboard/dash-1?jwt=tenant.${scope}`]}>
      <SharePdfButton dashboard={dashboard} />
    </MemoryRouter>,
    server.baseUrl,
  );
}

describe('SharePdfButton', () => {
  it("is shown when the tenant's organisation's plan includes PDF download", async () => {
    server.answer(() => ({ status: 200, body: tenantSettings('enterprise') }));
    renderShare('a');
    const button = await screen.findByTestId('dashboard-pdf');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(server.seen.at(-1)).toMatchObject({
      url: '/tenant/get-tenant-settings',
      json: { token: 'tenant.a' },
    });
  });

  it('is not shown on the startup plan', async () => {
    server.answer(() => ({ status: 200, body: tenantSettings('startup') }));
    const before = server.seen.length;
    renderShare('b');
    await waitFor(() => expect(server.seen.length).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('dashboard-pdf')).toBeNull();
  });
});

describe('PdfDownloadButton', () => {
  it('is disabled, with the reason, when the plan lacks it', () => {
    renderInHub(<PdfDownloadButton title="Sales" name="Sales" allowed={false} />, server.baseUrl);
    expect(screen.getByTestId('dashboard-pdf').hasAttribute('disabled')).toBe(true);
  });
});
