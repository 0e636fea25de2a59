// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInHub, startHubTestServer, type HubTestServer } from '../golden-charts/test-harness';
import { withVariableValue, type DraftFilter } from './chart-draft';
import { variableChips, variableFilter } from './query-variables';
import { VariableChips } from './VariableChips';

let server: HubTestServer;
beforeAll(async () => {
  server = await startHubTestServer();
});
afterAll(async () => server.close());
afterEach(() => cleanup());

const QUERY = 'SELECT * FROM orders WHERE channel = {{channel}} AND status = {{status}}';

/** The chips over real filter state, given values as the builder gives them. */
function Harness({ initial }: { initial: DraftFilter[] }) {
  const [filters, setFilters] = useState(initial);
  const configs = filters.map((f) => f.config);
  return (
    <VariableChips
      chips={variableChips(QUERY, configs)}
      filters={configs}
      onValue={(variable, value) => setFilters((fs) => withVariableValue(fs, variable, value))}
    />
  );
}

describe('VariableChips', () => {
  it('gives an orange chip a value from its popover; the chip turns violet', async () => {
    renderInHub(
      <Harness initial={[{ filterId: 'f1', config: variableFilter('channel'), saved: true }]} />,
      server.baseUrl,
    );
    const chip = screen.getByTestId('variable-chip-channel');
    expect(chip.getAttribute('data-no-value')).toBe('true');
    fireEvent.click(chip);
    const input = (await screen.findByTestId('variable-chip-value-channel')) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: 'web' } });
    expect(screen.getByTestId('variable-chip-channel').getAttribute('data-no-value')).toBeNull();
    expect((screen.getByTestId('variable-chip-value-channel') as HTMLInputElement).value).toBe(
      'web',
    );
    expect(screen.getByTestId('variable-value-hint').textContent).toContain('{{status}}');
    expect(screen.getByTestId('variable-value-hint').textContent).not.toContain('{{channel}}');
  });

  it('creates the filter of a red chip when it is given a value', async () => {
    renderInHub(<Harness initial={[]} />, server.baseUrl);
    const chip = screen.getByTestId('variable-chip-status');
    expect(chip.getAttribute('data-missing')).toBe('true');
    fireEvent.click(chip);
    fireEvent.change(await screen.findByTestId('variable-chip-value-status'), {
      target: { value: 'completed' },
    });
    const after = screen.getByTestId('variable-chip-status');
    expect(after.getAttribute('data-missing')).toBeNull();
    expect(after.getAttribute('data-no-value')).toBeNull();
  });

  it('is not clickable without a value setter', () => {
    renderInHub(<VariableChips chips={variableChips(QUERY, [])} />, server.baseUrl);
    fireEvent.click(screen.getByTestId('variable-chip-channel'));
    expect(screen.queryByTestId('variable-chip-value-channel')).toBeNull();
  });
});
