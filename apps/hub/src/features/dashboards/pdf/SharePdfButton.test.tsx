// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInHub } from '../../golden-charts/test-harness';
import { hubTestServerForFile, viewerDashboard } from '../test-dashboard';
import { PdfDownloadButton } from './PdfDownloadButton';
import { SharePdfButton } from './SharePdfButton';

const server = hubTestServerForFile();
const dashboard = viewerDashboard({ name: 'Sales by region', title: 'Sales by region' });

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
    server.current.baseUrl,
  );
}

describe('SharePdfButton', () => {
  it("is shown when the tenant's organisation's plan includes PDF download", async () => {
    server.current.answer(() => ({ status: 200, body: tenantSettings('enterprise') }));
    renderShare('a');
    const button = await screen.findByTestId('dashboard-pdf');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(server.current.seen.at(-1)).toMatchObject({
      url: '/tenant/get-tenant-settings',
      json: { token: 'tenant.a' },
    });
  });

  it('is not shown on the startup plan', async () => {
    server.current.answer(() => ({ status: 200, body: tenantSettings('startup') }));
    const before = server.current.seen.length;
    renderShare('b');
    await waitFor(() => expect(server.current.seen.length).toBe(before + 1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('dashboard-pdf')).toBeNull();
  });
});

describe('PdfDownloadButton', () => {
  it('is disabled, with the reason, when the plan lacks it', () => {
    renderInHub(
      <PdfDownloadButton title="Sales" name="Sales" allowed={false} />,
      server.current.baseUrl,
    );
    expect(screen.getByTestId('dashboard-pdf').hasAttribute('disabled')).toBe(true);
  });
});
