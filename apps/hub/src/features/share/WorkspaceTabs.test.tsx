// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInHub } from '../golden-charts/test-harness';
import { GLOBAL_TAB, WorkspaceTabs, type WorkspaceTab } from './WorkspaceTabs';

afterEach(cleanup);

const tabs: WorkspaceTab[] = [
  { id: GLOBAL_TAB, name: '' },
  { id: 'copy-1', name: '' },
  { id: 'copy-2', name: 'Second view' },
];

describe('WorkspaceTabs', () => {
  it("names the global tab 'Global' and unnamed workspace tabs 'Personal workspace'", () => {
    const chosen: string[] = [];
    renderInHub(
      <WorkspaceTabs tabs={tabs} value="copy-1" onChange={(id) => chosen.push(id)} />,
      'http://127.0.0.1:1',
    );
    const shown = screen.getAllByRole('tab');
    expect(shown.map((t) => t.textContent)).toEqual([
      'Global',
      'Personal workspace',
      'Second view',
    ]);
    expect(shown[1]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('workspace-tabs').getAttribute('data-placement')).toBe('left');
    fireEvent.click(shown[2]!);
    expect(chosen).toEqual(['copy-2']);
  });

  it("'popover' shows a dropdown instead of tabs", async () => {
    const chosen: string[] = [];
    renderInHub(
      <WorkspaceTabs
        tabs={[{ id: GLOBAL_TAB, name: 'Sales overview' }, ...tabs.slice(1)]}
        value="copy-2"
        onChange={(id) => chosen.push(id)}
        placement="popover"
      />,
      'http://127.0.0.1:1',
    );
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    const button = screen.getByTestId('workspace-popover');
    expect(button.textContent).toBe('Second view');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByRole('menuitem', { hidden: true })).toHaveLength(3));
    const items = screen.getAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual([
      'Sales overview',
      'Personal workspace',
      'Second view',
    ]);
    expect(items[2]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(items[0]!);
    expect(chosen).toEqual([GLOBAL_TAB]);
  });
});
