// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ChartroomDashboard } from './ChartroomDashboard';
import { shareUrl, tokenExpiry } from '../../embed/share-url';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('embedding', () => {
  it('builds the share link with the spec query parameters', () => {
    const url = new URL(
      shareUrl({ host: 'https://bi.example.com', dashboardId: 'd 1', token: 't', addFilter: true }),
    );
    expect(url.pathname).toBe('/share/dashboard/d%201');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      theme: 'light',
      jwt: 't',
      addFilter: 'true',
    });
    expect(tokenExpiry(jwt(1700000000))).toBe(1700000000 * 1000);
    expect(tokenExpiry('garbage')).toBeNull();
  });

  it('renders an iframe and calls onTokenExpired once when the token expires', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const exp = Math.floor(Date.now() / 1000) + 60;
    const { container } = render(
      <ChartroomDashboard
        host="https://bi.example.com"
        dashboardId="d"
        token={jwt(exp)}
        theme="dark"
        onTokenExpired={expired}
      />,
    );
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toContain('/share/dashboard/d?theme=dark');
    expect(frame?.getAttribute('width')).toBe('1000');
    vi.advanceTimersByTime(59_000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(expired.mock.calls[0]?.[0]).toEqual(new Date(exp * 1000));
  });

  it('calls it once: a host re-render with a new callback after the expiry does not call again', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const token = jwt(Math.floor(Date.now() / 1000) + 5);
    const props = { host: 'https://bi.example.com', dashboardId: 'd', token };
    const { rerender } = render(<ChartroomDashboard {...props} onTokenExpired={first} />);
    vi.advanceTimersByTime(6_000);
    rerender(<ChartroomDashboard {...props} onTokenExpired={second} />);
    vi.advanceTimersByTime(10_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
