// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInHub } from '../golden-charts/test-harness';
import { ADMIN_MODE, BuilderModeProvider, type BuilderMode } from './builder-mode';
import { BuilderTitle } from './BuilderTitle';

afterEach(cleanup);

function renderTitle(mode: BuilderMode) {
  renderInHub(
    <MemoryRouter>
      <BuilderModeProvider mode={mode}>
        <BuilderTitle
          name="Revenue"
          onName={() => undefined}
          nameLabel="Chart name"
          namePlaceholder="Untitled"
          backLabel="Charts"
          version={2}
        />
      </BuilderModeProvider>
    </MemoryRouter>,
    'http://127.0.0.1:9',
  );
}

describe("the builder's '← Charts' link", () => {
  it('goes to the chart list on the builder page', () => {
    renderTitle(ADMIN_MODE);
    expect(screen.getByRole('link', { name: 'Charts' }).getAttribute('href')).toBe('/charts');
  });
  it("is not in a dashboard's chart sidebar (it would leave the dashboard)", () => {
    renderTitle({ ...ADMIN_MODE, inSidebar: true });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('chart-name')).toBeTruthy();
  });
});
