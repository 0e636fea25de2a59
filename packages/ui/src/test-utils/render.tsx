import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { chartroomTheme } from '../theme/chartroom-theme';

/** jsdom lacks matchMedia, ResizeObserver and scrollIntoView, which Mantine uses. */
export function installDomPolyfills(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      value: NoopResizeObserver,
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

/** Renders inside the Chartroom Mantine theme (installing the jsdom polyfills first). */
export function renderWithMantine(ui: ReactElement): RenderResult {
  installDomPolyfills();
  return render(<MantineProvider theme={chartroomTheme}>{ui}</MantineProvider>);
}
