import { useEffect, useMemo, useRef } from 'react';
import { shareUrl, tokenExpiry, type ShareUrlOptions } from '../../embed/share-url';
import { isTokenExpiredMessage, onceExpired } from '../../embed/token-expiry';

export interface ChartroomDashboardProps extends Omit<ShareUrlOptions, 'host'> {
  /** Where Chartroom runs, e.g. https://analytics.example.com. */
  host: string;
  /**
   * Called once per token, with its expiry time, when the tenant token expires: at its `exp`
   * claim, or when the embedded page says so (its message), whichever comes first.
   */
  onTokenExpired?: (expiredAt: Date) => void;
  width?: number | string;
  height?: number | string;
  title?: string;
}

/** Embeds a Chartroom dashboard for a tenant in an iframe (1000x1000 by default). */
export function ChartroomDashboard({
  onTokenExpired,
  width = 1000,
  height = 1000,
  title = 'Chartroom dashboard',
  ...options
}: ChartroomDashboardProps) {
  const src = useMemo(() => shareUrl(options), [options]);
  const { token, host } = options;
  const frame = useRef<HTMLIFrameElement>(null);
  // The latest callback, read when the token expires: a new function on each render of the
  // host app neither restarts the timer nor calls it again.
  const callback = useRef(onTokenExpired);
  callback.current = onTokenExpired;
  const notify = useMemo(() => onceExpired((at) => callback.current?.(at)), []);

  useEffect(() => {
    const expiry = tokenExpiry(token);
    if (expiry === null) return;
    const timer = setTimeout(() => notify(token, expiry), Math.max(0, expiry - Date.now()));
    return () => clearTimeout(timer);
  }, [token, notify]);

  useEffect(() => {
    let origin: string | null = null;
    try {
      origin = new URL(host).origin;
    } catch {
      origin = null;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      if (isTokenExpiredMessage(event.data)) notify(token, event.data.expiresAt);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [host, token, notify]);

  return (
    <iframe
      ref={frame}
      src={src}
      width={width}
      height={height}
      title={title}
      style={{ border: 0 }}
    />
  );
}
