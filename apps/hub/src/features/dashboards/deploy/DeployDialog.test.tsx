// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInHub } from '../../golden-charts/test-harness';
import { hubTestServerForFile, viewerDashboard } from '../test-dashboard';
import { DeployDialog } from './DeployDialog';

const server = hubTestServerForFile();
const dashboard = viewerDashboard();

function open(props: { reactAllowed: boolean; organizationId?: string; error?: Error }) {
  renderInHub(
    <DeployDialog
      dashboard={dashboard}
      organizationId={props.organizationId}
      reactAllowed={props.reactAllowed}
      settingsError={props.error ?? null}
      opened
      onClose={() => undefined}
    />,
    server.current.baseUrl,
  );
}

describe('DeployDialog', () => {
  it('disables the React tab when the plan lacks it (startup) and keeps the IFrame tab', async () => {
    open({ reactAllowed: false, organizationId: 'org-1' });
    const react = await screen.findByTestId('deploy-tab-react');
    expect(react.hasAttribute('disabled') || react.getAttribute('data-disabled') === 'true').toBe(
      true,
    );
    fireEvent.click(react);
    expect(screen.getByTestId('deploy-iframe-snippet-code').textContent).toContain(
      '/share/dashboard/dash-1?theme=light&amp;jwt=TENANT_TOKEN',
    );
    expect(screen.queryByTestId('deploy-react-snippet-code')).toBeNull();
  });

  it('shows the React snippet when the plan has the tab', async () => {
    open({ reactAllowed: true, organizationId: 'org-1' });
    const react = await screen.findByTestId('deploy-tab-react');
    expect(react.hasAttribute('disabled')).toBe(false);
    fireEvent.click(react);
    await waitFor(() =>
      expect(screen.getByTestId('deploy-react-snippet-code').textContent).toContain(
        '<ChartroomDashboard',
      ),
    );
    expect(screen.getByTestId('deploy-server-snippet-code').textContent).toContain('"org-1"');
  });

  it("says when the organisation's settings could not be read", async () => {
    open({ reactAllowed: false, error: new Error('Server unreachable') });
    expect((await screen.findByRole('alert')).textContent).toContain('Server unreachable');
    expect(screen.queryByTestId('deploy-iframe-snippet-code')).toBeNull();
  });
});
