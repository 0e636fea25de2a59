// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInHub } from '../features/golden-charts/test-harness';
import { LoadErrorPanel, StatusPanel } from './StatusPanel';

afterEach(cleanup);

describe('a list page state panel', () => {
  it('shows a load failure with its message and Retry', () => {
    let retried = 0;
    renderInHub(
      <LoadErrorPanel testId="x-error" message="Server down" onRetry={() => (retried += 1)} />,
      'http://127.0.0.1:9',
    );
    expect(screen.getByTestId('x-error').textContent).toContain('Server down');
    fireEvent.click(screen.getByRole('button'));
    expect(retried).toBe(1);
  });
  it('shows an empty state without a button unless it has an action', () => {
    renderInHub(
      <StatusPanel testId="x-empty" icon={null} title="Nothing yet" message="Add one" />,
      'http://127.0.0.1:9',
    );
    expect(screen.getByTestId('x-empty').textContent).toContain('Nothing yet');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
