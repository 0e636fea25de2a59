// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderInHub,
  startHubTestServer,
  type HubTestServer,
} from '../../golden-charts/test-harness';
import { GoldenPromptsDialog } from './GoldenPromptsDialog';

let server: HubTestServer;
let failing = false;
const saves = () => server.seen.filter((s) => s.url === '/dashboard/update-golden-prompts');

beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
beforeEach(() => {
  server.seen.length = 0;
  failing = false;
  server.answer((seen) => {
    if (seen.url === '/dashboard/update-golden-prompts') {
      if (failing) return { status: 500, body: { error: { message: 'store down' } } };
      const { prompts } = seen.json as { prompts: string[] };
      return { status: 200, body: { data: { dashboardId: 'd1', version: 3, prompts } } };
    }
    return { status: 404, body: { error: { message: `no ${seen.url}` } } };
  });
});
afterEach(cleanup);

function open(onClose = vi.fn()) {
  renderInHub(
    <GoldenPromptsDialog dashboardId="d1" saved={['Revenue']} onClose={onClose} />,
    server.baseUrl,
  );
  const dialog = within(screen.getByTestId('golden-prompts-dialog'));
  const input = dialog.getByTestId('golden-prompt-input');
  const listed = () => dialog.queryAllByTestId('golden-prompt').map((li) => li.textContent);
  return { dialog, input, listed, onClose };
}

describe('GoldenPromptsDialog', () => {
  it('adds by Enter or plus (trimmed, empty ignored), removes, and Apply saves the list', async () => {
    const { dialog, input, listed, onClose } = open();
    expect(listed()).toEqual(['Revenue']);
    fireEvent.change(input, { target: { value: '  Top customers  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Margin by region' } });
    fireEvent.click(dialog.getByTestId('golden-prompt-add'));
    expect(listed()).toEqual(['Revenue', 'Top customers', 'Margin by region']);
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.click(dialog.getAllByTestId('golden-prompt-remove')[0]!);
    expect(listed()).toEqual(['Top customers', 'Margin by region']);

    fireEvent.click(dialog.getByTestId('golden-prompts-apply'));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(saves().map((s) => s.json)).toEqual([
      { dashboardId: 'd1', prompts: ['Top customers', 'Margin by region'] },
    ]);
  });

  it('says "Failed to update prompts" when the save fails, and stays open', async () => {
    failing = true;
    const { dialog, input, onClose } = open();
    fireEvent.change(input, { target: { value: 'Churn' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(dialog.getByTestId('golden-prompts-apply'));
    await dialog.findByText('Failed to update prompts', {}, { timeout: 10_000 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot apply an unchanged list', () => {
    const { dialog } = open();
    expect(dialog.getByTestId('golden-prompts-apply')).toHaveProperty('disabled', true);
  });
});
