// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomPolyfills, renderWithMantine } from '../test-utils/render';
import { ChartPlaceholder } from './ChartPlaceholder';

beforeAll(installDomPolyfills);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChartPlaceholder', () => {
  it('rotates its messages every 3 s with a 500 ms fade', () => {
    vi.useFakeTimers();
    renderWithMantine(<ChartPlaceholder />);
    expect(screen.getByText('Chart under construction')).toBeTruthy();
    const message = () => screen.getByTestId('chart-placeholder-message');
    const first = message().textContent;
    expect(message().style.opacity).toBe('1');
    act(() => vi.advanceTimersByTime(2999));
    expect(message().textContent).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(message().style.opacity).toBe('0');
    expect(message().textContent).toBe(first);
    act(() => vi.advanceTimersByTime(500));
    expect(message().style.opacity).toBe('1');
    const second = message().textContent;
    expect(second).not.toBe(first);
    expect(second).toBeTruthy();
    act(() => vi.advanceTimersByTime(3500));
    expect(message().textContent).not.toBe(second);
  });
});
